import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { makeDraftCookieWorkInIframes } from '@/lib/cms/draft-cookie';
import { sitePagePath } from '@/lib/cms/site-page-path';
import { getServerConfig } from '@/lib/config/server';
import { sameSecret } from '@/lib/security/same-secret';

/**
 * The CMS's preview links: `/api/draft/enable?secret=…&path=/artigo/x`.
 * Wrong secret: 401. A path that is not a page of the site: 400. Otherwise draft
 * mode is turned on (Next's signed cookie) and the visitor lands on the path.
 */
export async function GET(request: Request): Promise<NextResponse> {
  const url = new URL(request.url);
  if (!sameSecret(url.searchParams.get('secret'), getServerConfig().PREVIEW_SECRET)) {
    return NextResponse.json({ error: 'invalid secret' }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  }
  const path = sitePagePath(url.searchParams.get('path') ?? '/');
  if (!path)
    return NextResponse.json(
      { error: 'path must be a page of this site' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );

  (await draftMode()).enable();
  await makeDraftCookieWorkInIframes(request);
  return new NextResponse(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
