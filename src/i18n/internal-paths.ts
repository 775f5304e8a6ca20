import { matchLocalizedPath } from './localized-paths';
import { defaultLocale, isAppLocale, type AppLocale } from './routing';

/**
 * File-system paths visitors must not reach directly: `/instituto/jacaranda`
 * (the public form is `/instituto-jacaranda`) and the states of the query
 * screens, `/lojas/lista/…` (the public form is `/lojas?categoria=…`,
 * src/i18n/query-routes.ts).
 */
const INTERNAL_ONLY =
  /^(?:\/(?:pt|en))?\/(?:instituto(?:\/|$)|(?:lojas|gastronomia|artigos|articles|busca)\/lista(?:\/|$))/;

export function isInternalOnlyPath(pathname: string): boolean {
  return INTERNAL_ONLY.test(pathname);
}

export { hasMalformedEncoding } from '@/lib/url/malformed-encoding';

export function localeOfPath(pathname: string): AppLocale {
  const first = pathname.split('/')[1];
  return isAppLocale(first) ? first : defaultLocale;
}

/**
 * Whether a requested path (with or without locale prefix) is no route of the
 * site in its locale. Paths of the other locale's form (`/en/sobre`) count as
 * known: the proxy redirects them.
 */
export function isUnknownRoute(pathname: string): boolean {
  const locale = localeOfPath(pathname);
  const prefixed = pathname === `/${locale}` || pathname.startsWith(`/${locale}/`);
  const rest = prefixed ? pathname.slice(locale.length + 1) || '/' : pathname;
  const path = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  return matchLocalizedPath(path, 'pt') === null && matchLocalizedPath(path, 'en') === null;
}

/** The same path taken literally (`/%FF` → `/%25FF`): it decodes, to the characters the visitor typed. */
export function literalPath(pathname: string): string {
  return pathname.replaceAll('%', '%25');
}

/**
 * A path with a percent sign in it (`%25`): no page's path has one (slugs are
 * letters, digits and hyphens), and next-intl's rewrite would decode it into
 * a malformed internal path, so the proxy answers the 404 page itself.
 */
export function hasLiteralPercent(pathname: string): boolean {
  return /%25/i.test(pathname);
}
