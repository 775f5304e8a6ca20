import type { AppLocale } from '@/i18n/routing';
import { hreflangAlternates } from './alternates';

/**
 * Sitemaps as sitemaps.org and Google read them: one `<url>` a page of the
 * locale, with `lastmod` when the content knows it and the `hreflang`
 * alternates of every locale (and `x-default`, the Portuguese page).
 */

/** A public page: its path in each locale, and when its content last changed. */
export interface SitemapEntry {
  paths: Record<AppLocale, string>;
  lastmod: string | null;
}

/** The protocol's limit of URLs in one sitemap: past it, a sitemap index lists the parts. */
export const MAX_SITEMAP_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

/** The W3C date of an ISO instant, at second precision. */
const w3cDate = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A record's date, never later than `now`: a date in the future (a clock ahead in the CMS, a fixture) tells
 * a crawler the sitemap cannot be trusted (sitemaps.org: the date the page was last modified).
 */
const notAfter = (iso: string, now: Date | undefined) =>
  now && new Date(iso).getTime() > now.getTime() ? now.toISOString() : iso;

export function urlsetXml(entries: readonly SitemapEntry[], locale: AppLocale, origin: string, now?: Date): string {
  const urls = entries.map((entry) => {
    const alternates = hreflangAlternates(entry.paths, origin).map(
      (a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
    );
    return [
      '  <url>',
      `    <loc>${escapeXml(origin + entry.paths[locale])}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${w3cDate(notAfter(entry.lastmod, now))}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapIndexXml(partUrls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...partUrls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The entries cut in parts of at most `size` (the protocol's 50,000). */
export function sitemapParts<T>(entries: readonly T[], size = MAX_SITEMAP_URLS): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < entries.length; i += size) parts.push(entries.slice(i, i + size));
  return parts;
}

/** `2.xml` → 2; anything else (`0.xml`, `02.xml`, `x.xml`) is no part. */
export function sitemapPartNumber(segment: string): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}
