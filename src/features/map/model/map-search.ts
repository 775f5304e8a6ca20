import type { AmenityKind, FloorPlan } from '@/lib/content';
import { amenityDocuments, SiteSearch, type SearchDocument } from '@/features/search';
import type { AppLocale } from '@/i18n/routing';
import { AMENITY_KINDS } from './floor-plan';
import type { MapPlace } from './unit-places';

/**
 * The map's search is the site search (src/features/search/model) over the map's own
 * places and amenities, built in the browser from the data the map already
 * has, with the editors' synonyms: "sanitário" finds the toilets, "sapatria"
 * the shoe shops, as on /busca.
 */
export function createMapSearch(
  places: readonly MapPlace[],
  floors: readonly { code: string; name: string; plan: FloorPlan | null }[],
  synonyms: readonly (readonly string[])[],
  locale: AppLocale,
  words: { kind: (kind: MapPlace['kind']) => string; amenity: (kind: AmenityKind) => string },
): SiteSearch {
  const documents: SearchDocument[] = places.map((place) => ({
    kind: place.kind,
    id: place.id,
    title: place.name,
    keywords: [place.category?.name ?? '', place.unit ?? '', words.kind(place.kind)],
    href: '',
  }));
  const amenityNames = Object.fromEntries(AMENITY_KINDS.map((kind) => [kind, words.amenity(kind)])) as Record<
    AmenityKind,
    string
  >;
  documents.push(...amenityDocuments(floors, locale, { amenities: amenityNames, amenityDetail: () => '' }));
  return new SiteSearch(documents, synonyms);
}
