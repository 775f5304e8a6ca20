import { alternatePaths, matchLocalizedPath } from '@/i18n/localized-paths';
import type { AppPathname } from '@/i18n/routing';
import { localeOfPath } from '@/i18n/internal-paths';
import { hreflangAlternates, linkHeaderOf } from './alternates';

/**
 * Routes whose URL in the other locale is not the same params in the other
 * template: an article's slug is the record's own in each locale. The URL
 * alone cannot name those alternates, so the proxy sends no `Link` header for
 * them and the page's HTML (from the record) is their one statement (ADR 0064).
 */
const RECORD_SLUG_ROUTES: ReadonlySet<AppPathname> = new Set(['/artigo/[slug]']);

/** Pages that are no page of their own (the outage page is served in place of another). */
const NO_ALTERNATES: ReadonlySet<AppPathname> = new Set(['/servico-indisponivel']);

/**
 * The HTTP `Link` header of a page request (`/en/about`), the same alternates
 * the page's HTML and the sitemap write; null where the URL cannot tell them
 * or names no page.
 */
export function pageLinkHeader(pathname: string, origin: string): string | null {
  const locale = localeOfPath(pathname);
  const prefixed = pathname === `/${locale}` || pathname.startsWith(`/${locale}/`);
  const rest = prefixed ? pathname.slice(locale.length + 1) || '/' : pathname;
  const route = matchLocalizedPath(rest, locale);
  if (!route || RECORD_SLUG_ROUTES.has(route.pathname) || NO_ALTERNATES.has(route.pathname)) return null;
  return linkHeaderOf(hreflangAlternates(alternatePaths(route.pathname, route.params), origin));
}
