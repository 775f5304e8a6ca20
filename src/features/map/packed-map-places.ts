/**
 * The map's places packed for the page's payload (issue 21, ADR 0056, ADR 0082): a hundred and sixty places
 * share twenty opening-hours inputs, thirty-odd categories, a handful of nearest landmarks and one logo URL
 * pattern, so each of those travels once and the places point into them; each place is an array, not an object,
 * so its field names do not travel a hundred and sixty times, and its floor is the floor's position.
 * `unpackMapPlaces` gives back the places `packMapPlaces` was given, but for their ids: record ids are long and
 * random in DatoCMS (160 of them, some 3 kB that hardly compress), and nothing in the browser needs them, so a
 * place comes back keyed by its kind and slug (`mapPlaceKey`). A place on a floor the map lacks comes back on none.
 */
import type { PlaceHoursInput } from '@/features/opening-hours';
import { commonAffixes, internTable } from '@/features/places';
import type { DirectoryLandmark } from './directory-landmarks';
import type { MapData, MapPlaceData } from './map-data';
import { type MapPlaceKind, unitKey } from './model/unit-places';

const KINDS: readonly MapPlaceKind[] = ['store', 'restaurant', 'service'];

/** a place's id in the browser: its kind and slug, unique on the map as the record id is */
const mapPlaceKey = (kind: MapPlaceKind, slug: string): string => `${kind}:${slug}`;

/**
 * kind (position in KINDS), slug, name, floor (position in `floors`, -1: none), unit, category, opening
 * hours and landmark (positions in their tables, -1: none), the logo URL between the shared start and end
 */
type PackedMapPlace = [
  kind: number,
  slug: string,
  name: string,
  floor: number,
  unit: string | null,
  category: number,
  hours: number,
  landmark: number,
  logo: string | null,
];

export interface PackedMapPlaces {
  categories: readonly NonNullable<MapPlaceData['category']>[];
  hours: readonly PlaceHoursInput[];
  /** the nearest landmark of a place's unit, for the list alternative (directory-landmarks.ts) */
  landmarks: readonly DirectoryLandmark[];
  logo: { prefix: string; suffix: string };
  list: readonly PackedMapPlace[];
}

export interface PackedMapData extends Omit<MapData, 'places'> {
  places: PackedMapPlaces;
}

export function packMapPlaces(
  { places, ...rest }: MapData,
  landmarksByUnit: Readonly<Record<string, DirectoryLandmark>> = {},
): PackedMapData {
  const categories = internTable<NonNullable<MapPlaceData['category']>>();
  const hours = internTable<PlaceHoursInput>();
  const landmarks = internTable<DirectoryLandmark>();
  const logo = commonAffixes(places.flatMap((p) => (p.logoUrl === null ? [] : [p.logoUrl])));
  const floorIds = rest.floors.map((f) => f.id);
  const list = places.map((place): PackedMapPlace => {
    const landmark = place.floorId && place.unit ? landmarksByUnit[unitKey(place.floorId, place.unit)] : undefined;
    // a floor the map does not have (unpublished) is no floor: the place is on no plan and in no floor's list
    const floor = place.floorId === null ? -1 : floorIds.indexOf(place.floorId);
    return [
      KINDS.indexOf(place.kind),
      place.slug,
      place.name,
      floor,
      place.unit,
      place.category ? categories.at(place.category) : -1,
      place.hours ? hours.at(place.hours) : -1,
      landmark ? landmarks.at(landmark) : -1,
      place.logoUrl === null
        ? null
        : place.logoUrl.slice(logo.prefix.length, place.logoUrl.length - logo.suffix.length),
    ];
  });
  return {
    ...rest,
    places: { categories: categories.items, hours: hours.items, landmarks: landmarks.items, logo, list },
  };
}

export function unpackMapPlaces({ places, ...rest }: PackedMapData): MapData {
  const { categories, hours, logo, list } = places;
  return {
    ...rest,
    places: list.map(([k, slug, name, floor, unit, category, h, , middle]) => {
      const kind = KINDS[k] ?? 'store';
      return {
        kind,
        id: mapPlaceKey(kind, slug),
        slug,
        name,
        category: categories[category] ?? null,
        floorId: rest.floors[floor]?.id ?? null,
        unit,
        logoUrl: middle === null ? null : `${logo.prefix}${middle}${logo.suffix}`,
        hours: hours[h] ?? null,
      };
    }),
  };
}

/** The nearest landmarks by `unitKey`, as `packMapPlaces` was given them for the units that hold a place. */
export function unpackLandmarks({ places, floors }: PackedMapData): Record<string, DirectoryLandmark> {
  const out: Record<string, DirectoryLandmark> = {};
  for (const [, , , floor, unit, , , landmark] of places.list) {
    const floorId = floors[floor]?.id;
    const found = places.landmarks[landmark];
    if (floorId && unit && found) out[unitKey(floorId, unit)] = found;
  }
  return out;
}
