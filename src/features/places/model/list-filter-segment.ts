import { searchParamsOfSegment } from '@/lib/url/query-segment';
import { listSearchParams, parseListParams, type CategoryParam, type PlaceListCriteria } from './place-list';

/**
 * A filtered list as one path segment (see src/i18n/query-routes.ts):
 * `/lojas?categoria=moda&piso=l1` is answered by the cached page
 * `/lojas/lista/categoria=moda&piso=l1`, so the filter form works without
 * JavaScript and every filtered list is still a page a cache can keep
 * (ADR 0027). With JavaScript the browser filters and the server is not asked.
 *
 * "Open now" depends on the time, which a cached page cannot know: it is
 * left out of the segment (the page says so to visitors without JavaScript).
 */
/** The normalised segment of a list URL's query, or null when nothing filters (the plain list answers). */
export function filterSegmentOf(search: URLSearchParams, categoryParam: CategoryParam): string | null {
  const criteria = parseListParams(search, categoryParam);
  const params = listSearchParams({ ...criteria, openNow: false }, categoryParam);
  const segment = params.toString();
  return segment === '' ? null : segment;
}

export function criteriaOfSegment(segment: string, categoryParam: CategoryParam): PlaceListCriteria {
  return { ...parseListParams(searchParamsOfSegment(segment), categoryParam), openNow: false };
}

/** The list screens and their category parameter. */
export const FILTERABLE_LISTS = { lojas: 'categoria', gastronomia: 'cozinha' } as const satisfies Record<
  string,
  CategoryParam
>;
