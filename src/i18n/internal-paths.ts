import { matchLocalizedPath } from './localized-paths';
import { defaultLocale, isAppLocale, type AppLocale } from './routing';

/**
 * File-system paths visitors must not reach directly: `/instituto/jacaranda`
 * (the public form is `/instituto-jacaranda`) and the states of the query
 * screens, `/lojas/lista/…` (the public form is `/lojas?categoria=…`,
 * src/i18n/query-routes.ts).
 */
const INTERNAL_ONLY = /^(?:\/(?:pt|en))?\/(?:instituto(?:\/|$)|(?:lojas|gastronomia|artigos|articles|busca)\/lista(?:\/|$))/;

export function isInternalOnlyPath(pathname: string): boolean {
  return INTERNAL_ONLY.test(pathname);
}

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
