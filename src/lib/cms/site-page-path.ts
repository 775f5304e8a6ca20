import { matchLocalizedPath } from '@/i18n/localized-paths';
import { defaultLocale, locales, type AppLocale } from '@/i18n/routing';

/** Any origin: only the path's own resolution matters, and it must not leave it. */
const SITE = 'http://site.invalid';

/** The locale of a resolved pathname (`/en/…` or the default) and the path without its prefix. */
function splitLocale(pathname: string): { locale: AppLocale; rest: string } {
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    if (pathname === `/${locale}`) return { locale, rest: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { locale, rest: pathname.slice(locale.length + 1) };
  }
  return { locale: defaultLocale, rest: pathname };
}

/**
 * The `path` of the draft routes (`/api/draft/enable?path=…`), where the
 * visitor is sent next. It is resolved once, as a URL against the site, and
 * the result is what the redirect names: it must stay on the site, must not
 * read as another host once resolved (`/.//evil.example` resolves to
 * `//evil.example`), and must be one of the site's pages in either locale.
 * Returns pathname + search + hash, or null for anything else.
 */
export function sitePagePath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // Browsers read `\` as `/` and drop control characters, so what they follow could differ from what was checked.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE || url.pathname.startsWith('//')) return null;
  const { locale, rest } = splitLocale(url.pathname);
  let known: boolean;
  try {
    known = matchLocalizedPath(rest, locale) !== null;
  } catch {
    return null; // malformed percent-encoding in a parameter
  }
  return known ? `${url.pathname}${url.search}${url.hash}` : null;
}
