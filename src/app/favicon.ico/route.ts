import { BUILT_IN_ICON, faviconAt, loadSiteIcons } from '@/lib/seo/site-icons';

/**
 * `/favicon.ico`, which browsers and crawlers ask for whatever the page says:
 * a redirect to the CMS's favicon at 32 px (or the built-in mark), kept a day.
 */
export async function GET(request: Request): Promise<Response> {
  const { _site } = await loadSiteIcons();
  const target = _site.favicon ? faviconAt(_site.favicon.url, 32) : new URL(BUILT_IN_ICON, request.url).toString();
  return new Response(null, { status: 307, headers: { Location: target, 'Cache-Control': 'public, max-age=86400' } });
}
