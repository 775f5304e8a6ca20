import { MAX_QUERY_LENGTH } from '@/features/search/model/query-check';
import { FILTERABLE_LISTS, filterSegmentOf } from '@/features/places/model/list-filter-segment';
import { offerFilterSegment } from '@/features/offers/model/offer-list';

/**
 * Screens whose state lives in the URL's query (filters, paging, a search):
 * `/lojas?categoria=moda`, `/artigos?pagina=2`, `/busca?q=cafe`. A page that
 * read its query would be rendered for every request and could not be
 * cached, so the proxy maps a normalised query to a path segment of an
 * internal route, `/{locale}/{screen}/lista/{segment}`, rendered on its first
 * visit and cached like any page (ADR 0027). With JavaScript, the lists
 * filter in the browser and ask for nothing.
 */
export const QUERY_ROUTE_SEGMENT = 'lista';

/** The internal screen folder (Portuguese name) for each public list path, per locale. */
const SCREENS: Record<string, { screen: string; normalize: (search: URLSearchParams) => string | null }> = {
  '/lojas': { screen: 'lojas', normalize: (s) => filterSegmentOf(s, FILTERABLE_LISTS.lojas) },
  '/gastronomia': { screen: 'gastronomia', normalize: (s) => filterSegmentOf(s, FILTERABLE_LISTS.gastronomia) },
  '/artigos': { screen: 'artigos', normalize: articlesSegment },
  '/articles': { screen: 'artigos', normalize: articlesSegment },
  '/busca': { screen: 'busca', normalize: searchSegment },
  '/ofertas': { screen: 'ofertas', normalize: offerFilterSegment },
  '/offers': { screen: 'ofertas', normalize: offerFilterSegment },
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;
const MAX_ARTICLE_PAGES = 55;

/** `categoria` (a slug) and `pagina` (2 or more), in that order. */
export function articlesSegment(search: URLSearchParams): string | null {
  const params = new URLSearchParams();
  const category = search.get('categoria')?.trim();
  if (category && SLUG.test(category)) params.set('categoria', category);
  const page = Number(search.get('pagina'));
  if (Number.isInteger(page) && page >= 2) params.set('pagina', String(Math.min(page, MAX_ARTICLE_PAGES)));
  const segment = params.toString();
  return segment === '' ? null : segment;
}

/** `q`, trimmed, its spaces collapsed, cut just past the longest query accepted (so "too long" can still be said). */
export function searchSegment(search: URLSearchParams): string | null {
  const q = (search.get('q') ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH + 1);
  return q === '' ? null : new URLSearchParams({ q }).toString();
}

/** Where the proxy sends a URL with a query of one of these screens, or null. */
export function queryRouteTarget(pathname: string, search: URLSearchParams): string | null {
  const match = /^(?:\/(en))?(\/[a-z]+)\/?$/.exec(pathname);
  if (!match) return null;
  const locale = match[1] ?? 'pt';
  const route = SCREENS[match[2] ?? ''];
  if (!route) return null;
  // `/articles` is English only, `/artigos` Portuguese only: the other form is redirected by next-intl
  if ((match[2] === '/articles' && locale !== 'en') || (match[2] === '/artigos' && locale === 'en')) return null;
  if ((match[2] === '/offers' && locale !== 'en') || (match[2] === '/ofertas' && locale === 'en')) return null;
  const segment = route.normalize(search);
  return segment ? `/${locale}/${route.screen}/${QUERY_ROUTE_SEGMENT}/${encodeURIComponent(segment)}` : null;
}
