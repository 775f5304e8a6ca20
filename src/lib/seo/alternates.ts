import { htmlLang, locales, type AppLocale } from '@/i18n/routing';

/**
 * A page's hreflang alternates, written the same way wherever they appear:
 * the HTML's `<link rel="alternate">` (content-metadata.ts), the sitemaps
 * (sitemap-xml.ts) and the HTTP `Link` header (src/proxy.ts). Google's rules:
 * the codes are the pages' languages (`pt-BR`, `en`, as `<html lang>`), plus
 * `x-default` for visitors of any other language (the Portuguese page), and
 * every alternate is the record's own URL in that locale (ADR 0064).
 */
export interface Alternate {
  hreflang: string;
  href: string;
}

export const X_DEFAULT = 'x-default';

/** The alternates of a page whose path is known per locale; a locale without a path is left out. */
export function hreflangAlternates(paths: Partial<Record<AppLocale, string>>, origin: string): Alternate[] {
  const base = origin.replace(/\/$/, '');
  const alternates: Alternate[] = [];
  for (const locale of locales) {
    const path = paths[locale];
    if (path) alternates.push({ hreflang: htmlLang[locale], href: `${base}${path}` });
  }
  if (paths.pt) alternates.push({ hreflang: X_DEFAULT, href: `${base}${paths.pt}` });
  return alternates;
}

/** Next's `alternates.languages` (hreflang → URL). */
export const languagesOf = (alternates: readonly Alternate[]): Record<string, string> =>
  Object.fromEntries(alternates.map((a) => [a.hreflang, a.href]));

/** RFC 8288 `Link` header value. */
export const linkHeaderOf = (alternates: readonly Alternate[]): string =>
  alternates.map((a) => `<${a.href}>; rel="alternate"; hreflang="${a.hreflang}"`).join(', ');
