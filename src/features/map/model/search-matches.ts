import type { AmenityKind } from '@/lib/content';
import type { SiteSearch } from '@/features/search';
import { normalizeForSearch, type MapFilter } from './highlight';

/**
 * The filter with what the search found for its query; an empty query finds nothing to add, and neither does a
 * search still loading (map-search.ts comes with MiniSearch, when the visitor first searches): until then the
 * names are matched as they are written (highlight.ts).
 */
export function withSearchMatches(filter: MapFilter, search: SiteSearch | null): MapFilter {
  if (!search || normalizeForSearch(filter.query) === '') return { query: filter.query, category: filter.category };
  const hits = search.search(filter.query, { kinds: ['store', 'restaurant', 'service', 'amenity'] });
  return {
    ...filter,
    matches: new Set(hits.filter((h) => h.kind !== 'amenity').map((h) => `${h.kind}:${h.id}`)),
    amenities: new Set(hits.filter((h) => h.kind === 'amenity').map((h) => h.id as AmenityKind)),
  };
}
