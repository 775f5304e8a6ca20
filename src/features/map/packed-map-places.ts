/**
 * The map's places packed for the page's payload (issue 21, ADR 0056): a
 * hundred and sixty places share twenty opening-hours inputs, thirty-odd
 * categories and one logo URL pattern, so each of those travels once and
 * the places point into them. `unpackMapPlaces` gives back exactly the
 * places `packMapPlaces` was given.
 */
import type { PlaceHoursInput } from '@/features/opening-hours';
import { commonAffixes, internTable } from '@/features/places';
import type { MapData, MapPlaceData } from './map-data';

interface PackedMapPlace extends Omit<MapPlaceData, 'category' | 'hours' | 'logoUrl'> {
  /** position in `categories`; none when the place has no category */
  category?: number;
  /** position in `hours`; none for services */
  hours?: number;
  /** the logo URL between the shared start and end */
  logo?: string;
}

export interface PackedMapPlaces {
  categories: readonly NonNullable<MapPlaceData['category']>[];
  hours: readonly PlaceHoursInput[];
  logo: { prefix: string; suffix: string };
  list: readonly PackedMapPlace[];
}

export interface PackedMapData extends Omit<MapData, 'places'> {
  places: PackedMapPlaces;
}

export function packMapPlaces({ places, ...rest }: MapData): PackedMapData {
  const categories = internTable<NonNullable<MapPlaceData['category']>>();
  const hours = internTable<PlaceHoursInput>();
  const logo = commonAffixes(places.flatMap((p) => (p.logoUrl === null ? [] : [p.logoUrl])));
  const list = places.map(({ category, hours: h, logoUrl, ...place }): PackedMapPlace => {
    const entry: PackedMapPlace = { ...place };
    if (category) entry.category = categories.at(category);
    if (h) entry.hours = hours.at(h);
    if (logoUrl !== null) entry.logo = logoUrl.slice(logo.prefix.length, logoUrl.length - logo.suffix.length);
    return entry;
  });
  return { ...rest, places: { categories: categories.items, hours: hours.items, logo, list } };
}

export function unpackMapPlaces({ places, ...rest }: PackedMapData): MapData {
  const { categories, hours, logo, list } = places;
  return {
    ...rest,
    places: list.map(({ category, hours: h, logo: middle, ...place }) => ({
      ...place,
      category: category === undefined ? null : (categories[category] ?? null),
      hours: h === undefined ? null : (hours[h] ?? null),
      logoUrl: middle === undefined ? null : `${logo.prefix}${middle}${logo.suffix}`,
    })),
  };
}
