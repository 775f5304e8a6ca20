import { NextResponse } from 'next/server';
import { readBuildId } from '@/lib/app/build-id';

export const dynamic = 'force-dynamic';

/** Polled hourly by the build-freshness watcher: a different id means a new deploy. */
export function GET(): NextResponse<{ buildId: string }> {
  return NextResponse.json({ buildId: readBuildId() }, { headers: { 'Cache-Control': 'no-store' } });
}
