import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { clearPartitionedDraftCookie } from '@/lib/cms/draft-cookie';
import { toSafeRedirectPath } from '@/lib/cms/safe-redirect-path';

/** Leaves draft mode and goes back to `path` (same-site only, else the home page). */
export async function GET(request: Request): Promise<NextResponse> {
  const path = toSafeRedirectPath(new URL(request.url).searchParams.get('path')) ?? '/';
  (await draftMode()).disable();
  await clearPartitionedDraftCookie(request);
  return new NextResponse(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
