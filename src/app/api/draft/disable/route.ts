import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { clearPartitionedDraftCookie } from '@/lib/cms/draft-cookie';
import { sitePagePath } from '@/lib/cms/site-page-path';

/** Leaves draft mode and goes back to `path` (a page of the site; the home page without one). Any other path: 400. */
export async function GET(request: Request): Promise<NextResponse> {
  const path = sitePagePath(new URL(request.url).searchParams.get('path') ?? '/');
  if (!path)
    return NextResponse.json(
      { error: 'path must be a page of this site' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  (await draftMode()).disable();
  await clearPartitionedDraftCookie(request);
  return new NextResponse(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
