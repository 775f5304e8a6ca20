import { LIST_PARAMS, listSearchParams, parseListParams, type CategoryParam, type PlaceListCriteria } from './place-list';

/**
 * A filtered list as one path segment, for the route that renders it on the
 * server: `/lojas?categoria=moda&piso=l1` is answered by the cached page
 * `/lojas/lista/categoria=moda&piso=l1`, so the filter form works without
 * JavaScript and every filtered list is still a page a cache can keep
 * (ADR 0027). With JavaScript the browser filters and the server is not asked.
 *
 * "Open now" depends on the time, which a cached page cannot know: it is
 * left out of the segment (the page says so to visitors without JavaScript).
 */
export const FILTERED_LIST_SEGMENT = 'lista';

/** The normalised segment of a list URL's query, or null when nothing filters (the plain list answers). */
export function filterSegmentOf(search: URLSearchParams, categoryParam: CategoryParam): string | null {
  const criteria = parseListParams(search, categoryParam);
  const params = listSearchParams({ ...criteria, openNow: false }, categoryParam);
  const segment = params.toString();
  return segment === '' ? null : segment;
}

export function criteriaOfSegment(segment: string, categoryParam: CategoryParam): PlaceListCriteria {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed segment filters nothing
  }
  return { ...parseListParams(new URLSearchParams(decoded), categoryParam), openNow: false };
}

/** The list screens and their category parameter. */
export const FILTERABLE_LISTS = { lojas: 'categoria', gastronomia: 'cozinha' } as const satisfies Record<string, CategoryParam>;

/**
 * Where the proxy sends a list URL with filters: `/{locale}/lojas/lista/{segment}`,
 * or null when the URL is not a list or filters nothing.
 */
export function filteredListTarget(pathname: string, search: URLSearchParams, locale: string): string | null {
  const match = /^(?:\/en)?\/(lojas|gastronomia)\/?$/.exec(pathname);
  if (!match) return null;
  const list = match[1] as keyof typeof FILTERABLE_LISTS;
  const segment = filterSegmentOf(search, FILTERABLE_LISTS[list]);
  return segment ? `/${locale}/${list}/${FILTERED_LIST_SEGMENT}/${encodeURIComponent(segment)}` : null;
}

export { LIST_PARAMS };
