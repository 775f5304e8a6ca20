import type { AmenityKind } from '@/lib/content';
import { type MapPlace, type MapPlaceKind, unitKey } from './unit-places';

/**
 * Search and category highlighting on the map. The text search is the site
 * search (map-search.ts) when its matches are given; without them, a plain
 * case- and accent-insensitive match of the name, the category and the unit
 * code. The category filter is either a whole kind ("restaurant") or a kind
 * and a category slug ("store:moda").
 */

export interface MapFilter {
  query: string;
  /** '' for all, `kind` or `kind:categorySlug` */
  category: string;
  /** the places the site search found for `query` (`placeKey`s) */
  matches?: ReadonlySet<string>;
  /** the amenities the site search found for `query`: their icons are highlighted */
  amenities?: ReadonlySet<AmenityKind>;
}

export const placeKey = (place: Pick<MapPlace, 'kind' | 'id'>): string => `${place.kind}:${place.id}`;

export const EMPTY_FILTER: MapFilter = { query: '', category: '' };

export const normalizeForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export const isFilterActive = (filter: MapFilter): boolean =>
  normalizeForSearch(filter.query) !== '' || filter.category !== '';

export function categoryValue(kind: MapPlaceKind, categorySlug?: string): string {
  return categorySlug ? `${kind}:${categorySlug}` : kind;
}

function matchesCategory(place: MapPlace, category: string): boolean {
  if (category === '') return true;
  const [kind, slug] = category.split(':', 2);
  if (place.kind !== kind) return false;
  return slug === undefined || place.category?.slug === slug;
}

function matchesQuery(place: MapPlace, query: string, matches: ReadonlySet<string> | undefined): boolean {
  if (matches && normalizeForSearch(query) !== '') return matches.has(placeKey(place));
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch([place.name, place.category?.name ?? '', place.unit ?? ''].join(' '));
  return words.every((w) => haystack.includes(w));
}

export function placeMatchesFilter(place: MapPlace, filter: MapFilter): boolean {
  return matchesCategory(place, filter.category) && matchesQuery(place, filter.query, filter.matches);
}

/** the `unitKey`s whose places match; empty when no filter is active (nothing is dimmed) */
export function highlightedUnits(places: readonly MapPlace[], filter: MapFilter): Set<string> {
  const keys = new Set<string>();
  if (!isFilterActive(filter)) return keys;
  for (const place of places) {
    if (place.floorId && place.unit && placeMatchesFilter(place, filter)) keys.add(unitKey(place.floorId, place.unit));
  }
  return keys;
}

/** how many matching places each floor holds, for the floor tabs */
export function matchesPerFloor(places: readonly MapPlace[], filter: MapFilter): Map<string, number> {
  const counts = new Map<string, number>();
  if (!isFilterActive(filter)) return counts;
  for (const place of places) {
    if (place.floorId && place.unit && placeMatchesFilter(place, filter))
      counts.set(place.floorId, (counts.get(place.floorId) ?? 0) + 1);
  }
  return counts;
}
