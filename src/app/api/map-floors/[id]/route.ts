import { NextResponse } from 'next/server';
import { loadMapPage } from '@/features/map/load-map-page';
import { shapesOf } from '@/features/map/floor-shapes';

/**
 * A floor's shapes for the map (`GET /api/map-floors/<floor id>`): the page
 * carries the first floor's only, the others are fetched when shown (ADR 0056).
 * Shapes are the same in both locales, so the Portuguese map is read; the
 * content answer is cached by `queryCms`, and a CDN keeps the JSON for a while.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<NextResponse> {
  const { id } = await params;
  const page = await loadMapPage('pt');
  const floor = page?.map.floors.find((f) => f.id === id);
  const plan = floor?.plan;
  if (!plan)
    return NextResponse.json(
      { error: 'unknown-floor', message: 'No floor plan has this id.' },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  return NextResponse.json(shapesOf(plan, floor.walkways), {
    headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400' },
  });
}
