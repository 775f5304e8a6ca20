import { NextResponse } from 'next/server';
import { loadMapPage } from '@/features/map/load-map-page';
import { floorShapesUrl } from '@/features/map/floor-shapes';

/**
 * Where every floor's shapes are (`GET /api/map-floors`): the service worker keeps them all, so the map shows
 * any floor offline (ADR 0075), not only those the visitor opened.
 */
export async function GET(): Promise<NextResponse<{ floors: string[] }>> {
  const page = await loadMapPage('pt');
  const floors = (page?.map.floors ?? []).filter((floor) => floor.plan).map((floor) => floorShapesUrl(floor.id));
  return NextResponse.json(
    { floors },
    { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400' } },
  );
}
