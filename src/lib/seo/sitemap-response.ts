import 'server-only';
import { SitemapDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { projectLocales } from '@/lib/cms/project-locales';
import { queryPublishedCms } from '@/lib/cms/query';
import { getPublicConfig } from '@/lib/config/public';
import { hourlyClock } from '@/lib/time/hourly-clock';
import { sitemapEntries } from './sitemap-entries';
import { MAX_SITEMAP_URLS, sitemapIndexXml, sitemapParts, urlsetXml } from './sitemap-xml';

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
};

const origin = () => getPublicConfig().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');

/** `/sitemaps/2.xml` (pt) or `/en/sitemaps/2.xml`: the parts past 50,000 URLs. */
export const sitemapPartPath = (locale: AppLocale, part: number) =>
  `${locale === 'pt' ? '' : `/${locale}`}/sitemaps/${part}.xml`;

/**
 * A locale's sitemap (spec §2): every public URL of that locale from the
 * published content, never a draft (read with the published token even in
 * draft mode), cached with the content's cache tags so a publish updates it.
 * Up to 50,000 URLs it is one urlset; past that `/sitemap.xml` is an index
 * of `/sitemaps/{n}.xml` parts.
 */
export async function sitemapResponse(locale: AppLocale, part: number | null): Promise<Response> {
  const now = new Date(await hourlyClock());
  const entries = sitemapEntries(await queryPublishedCms(SitemapDocument, {}), projectLocales(), now);
  const parts = sitemapParts(entries, MAX_SITEMAP_URLS);
  if (part === null) {
    const xml =
      parts.length <= 1
        ? urlsetXml(entries, locale, origin(), now)
        : sitemapIndexXml(parts.map((_, i) => `${origin()}${sitemapPartPath(locale, i + 1)}`));
    return new Response(xml, { headers: XML_HEADERS });
  }
  const chosen = parts.length > 1 ? parts[part - 1] : undefined;
  if (!chosen)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(urlsetXml(chosen, locale, origin(), now), { headers: XML_HEADERS });
}

/** The sitemaps robots.txt names: one a locale. */
export const sitemapUrls = (): string[] => [`${origin()}/sitemap.xml`, `${origin()}/en/sitemap.xml`];
