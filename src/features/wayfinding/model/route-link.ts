/**
 * The route's deep link: `/mapa?de=<start>&para=<destination>&semdegraus=1`,
 * with English names under `/en` (`from`, `to`, `stepfree`). A place is named
 * by its slug, an entrance, a parking access or a lift by its walkway node's
 * id. `de` alone is the "you are here" of a QR code on a mall directory.
 * Both sets of names are read in either locale, so a link shared across
 * languages still opens its route.
 */
export interface RouteLink {
  from: string | null;
  to: string | null;
  stepFree: boolean;
}

const NAMES = {
  pt: { from: 'de', to: 'para', stepFree: 'semdegraus' },
  en: { from: 'from', to: 'to', stepFree: 'stepfree' },
} as const;

const TOKEN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

const token = (value: string | null): string | null => {
  const v = value?.trim().toLowerCase();
  return v && TOKEN.test(v) ? v : null;
};

export function parseRouteLink(params: URLSearchParams): RouteLink {
  const read = (key: 'from' | 'to' | 'stepFree') => params.get(NAMES.pt[key]) ?? params.get(NAMES.en[key]);
  const flag = read('stepFree');
  return { from: token(read('from')), to: token(read('to')), stepFree: flag === '1' || flag === 'true' };
}

export const hasRouteLink = (link: RouteLink): boolean => link.from !== null || link.to !== null;

/** The query of a route link in the locale's names; empty parts are left out. */
export function routeQuery(locale: string, link: Partial<RouteLink>): Record<string, string> {
  const names = NAMES[locale === 'en' ? 'en' : 'pt'];
  return {
    ...(link.from ? { [names.from]: link.from } : {}),
    ...(link.to ? { [names.to]: link.to } : {}),
    ...(link.stepFree ? { [names.stepFree]: '1' } : {}),
  };
}

/** The URL's query with the route's parameters (of both locales) replaced by `link`'s. */
export function withRouteQuery(params: URLSearchParams, locale: string, link: RouteLink | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const names of Object.values(NAMES)) for (const name of Object.values(names)) next.delete(name);
  if (link) for (const [k, v] of Object.entries(routeQuery(locale, link))) next.set(k, v);
  return next;
}
