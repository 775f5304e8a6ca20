import { connection, NextResponse } from 'next/server';
import { readBuildId } from '@/features/app-shell/model/build-id';

/** Polled hourly by the build-freshness watcher: a different id means a new deploy. */
export async function GET(): Promise<NextResponse<{ buildId: string }>> {
  // answered per request: the id of the build that is running, never one a cache kept
  await connection();
  return NextResponse.json({ buildId: readBuildId() }, { headers: { 'Cache-Control': 'no-store' } });
}
