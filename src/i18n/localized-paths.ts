import { defaultLocale, locales, pathnames, type AppLocale, type AppPathname } from './routing';

/**
 * Pure helpers over the `pathnames` table, for values that arrive as plain
 * strings (paths stored in the CMS, such as the header's quick links) and
 * cannot go through the typed `Link`/`getPathname`.
 */

type Params = Record<string, string>;

function templateOf(pathname: AppPathname, locale: AppLocale): string {
  const entry = pathnames[pathname];
  return typeof entry === 'string' ? entry : entry[locale];
}

function matchTemplate(template: string, path: string): Params | null {
  const names: string[] = [];
  const source = template.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\\?\[([^\]]+)\\?\]/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
}

function fillTemplate(template: string, params: Params): string {
  return template.replace(/\[([^\]]+)\]/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The route a locale's external path (without prefix) belongs to, with its params. */
export function matchLocalizedPath(path: string, locale: AppLocale): { pathname: AppPathname; params: Params } | null {
  // Static templates first, so `/cinema` never reads as `/cinema/[slug]` and vice versa.
  const keys = (Object.keys(pathnames) as AppPathname[]).sort(
    (a, b) => Number(templateOf(a, locale).includes('[')) - Number(templateOf(b, locale).includes('[')),
  );
  for (const pathname of keys) {
    const params = matchTemplate(templateOf(pathname, locale), path);
    if (params) return { pathname, params };
  }
  return null;
}

/**
 * The route of an internal (file-system) path without locale prefix, as
 * Next reports it while prerendering a rewritten page (`/instituto/jacaranda`
 * for the visitor's `/instituto-jacaranda`), with its params.
 */
export function matchInternalPath(path: string): { pathname: AppPathname; params: Params } | null {
  const keys = (Object.keys(pathnames) as AppPathname[]).sort(
    (a, b) => Number(a.includes('[')) - Number(b.includes('[')),
  );
  for (const pathname of keys) {
    const params = matchTemplate(pathname, path);
    if (params) return { pathname, params };
  }
  return null;
}

/** The visitor-facing URL path of a route in a locale, with the `/en` prefix where needed. */
export function pathFor(pathname: AppPathname, locale: AppLocale, params: Params = {}): string {
  const localized = fillTemplate(templateOf(pathname, locale), params);
  if (locale === defaultLocale) return localized;
  return localized === '/' ? `/${locale}` : `/${locale}${localized}`;
}

/**
 * A site path written in Portuguese form without prefix (`/servicos`,
 * `/artigo/x`), as editors store it, turned into the given locale's URL
 * (`/en/services`). Paths outside the table keep their form and get the prefix.
 */
export function localizeSitePath(path: string, locale: AppLocale): string {
  const [pathOnly = '/', query] = splitQuery(path);
  const match = matchLocalizedPath(pathOnly, defaultLocale);
  let result: string;
  if (match) result = pathFor(match.pathname, locale, match.params);
  else result = locale === defaultLocale ? pathOnly : `/${locale}${pathOnly === '/' ? '' : pathOnly}`;
  return query === undefined ? result : `${result}?${query}`;
}

function splitQuery(path: string): [string, string | undefined] {
  const index = path.indexOf('?');
  return index === -1 ? [path, undefined] : [path.slice(0, index), path.slice(index + 1)];
}

/** Both locales' URLs of one route: the language switcher's and hreflang's input. */
export function alternatePaths(pathname: AppPathname, params: Params = {}): Record<AppLocale, string> {
  return Object.fromEntries(locales.map((l) => [l, pathFor(pathname, l, params)])) as Record<AppLocale, string>;
}

/** A CMS link that may be a site path (localized here) or an absolute URL (kept). */
export function siteHref(href: string, locale: AppLocale): string {
  return href.startsWith('/') && !href.startsWith('//') ? localizeSitePath(href, locale) : href;
}
