import type { AmenityKind, FloorPlan } from '@/lib/content';
import { pathFor } from '@/i18n/localized-paths';
import type { AppLocale } from '@/i18n/routing';
import type { SearchDocument } from './search-hits';

/** The words an amenity document needs: the map legend's names, and its detail line. */
export interface AmenityVocabulary {
  amenities: Record<AmenityKind, string>;
  amenityDetail: (floors: string) => string;
}

/**
 * The map's amenities as documents, one a kind, with the floors that have it; a link shows them on the map.
 * Shared by the site search (server) and the map's own search (browser), so it takes checked plans.
 */
export function amenityDocuments(
  floors: readonly { name: string | null; plan: FloorPlan | null }[],
  locale: AppLocale,
  vocabulary: AmenityVocabulary,
): SearchDocument[] {
  const floorsByKind = new Map<AmenityKind, string[]>();
  const labelsByKind = new Map<AmenityKind, Set<string>>();
  for (const floor of floors) {
    for (const amenity of floor.plan?.amenities ?? []) {
      const names = floorsByKind.get(amenity.kind) ?? [];
      if (floor.name && !names.includes(floor.name)) names.push(floor.name);
      floorsByKind.set(amenity.kind, names);
      const label = amenity.label
        ? locale === 'en'
          ? (amenity.label.en ?? amenity.label.pt)
          : amenity.label.pt
        : null;
      if (label) labelsByKind.set(amenity.kind, (labelsByKind.get(amenity.kind) ?? new Set()).add(label));
    }
  }
  return [...floorsByKind].map(([kind, floorNames]) => ({
    kind: 'amenity',
    id: kind,
    title: vocabulary.amenities[kind],
    keywords: [...(labelsByKind.get(kind) ?? [])],
    href: `${pathFor('/mapa', locale)}?comodidade=${kind}#mapa`,
    detail: vocabulary.amenityDetail(floorNames.join(', ')),
  }));
}
