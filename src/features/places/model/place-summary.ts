/**
 * One shape for stores and restaurants on cards and lists, built from the
 * generated card fragments (graphql/places/PlaceCard.graphql). Records
 * without the fields a card cannot do without (slug, name) are dropped rather
 * than rendered half-empty.
 */
import type { ResponsiveImageType } from 'react-datocms';
import type { PlaceCardRestaurantFieldsFragment, PlaceCardStoreFieldsFragment } from '@generated/graphql';
import { textListSchema } from '@/lib/content';
import { type PlaceHoursInput, readPlaceHours } from '@/features/opening-hours';
import type { FilterablePlace } from './place-list';
import { slugifyName } from '@/lib/url/slugify-name';

export type PlaceKind = 'store' | 'restaurant';

export interface PlaceSummary extends FilterablePlace {
  kind: PlaceKind;
  slug: string;
  /** the `{name}` segment of the canonical URL */
  nameSlug: string;
  floorName: string | null;
  floorLevel: number;
  unit: string | null;
  logo: ResponsiveImageType | null;
  /** restaurants only, 1–4 */
  priceRange: number | null;
  hours: PlaceHoursInput;
}

/** `tags` read whole through its schema (ADR 0037): a malformed list is no tags. */
function stringTags(value: unknown): string[] {
  return textListSchema.safeParse(value).data ?? [];
}

type CardFields = PlaceCardStoreFieldsFragment | PlaceCardRestaurantFieldsFragment;

export function toPlaceSummary(record: CardFields): PlaceSummary | null {
  if (!record.slug || !record.name) return null;
  const isRestaurant = record.__typename === 'RestaurantRecord';
  const category = isRestaurant ? record.cuisine : record.category;
  const image = record.logo?.responsiveImage;
  return {
    kind: isRestaurant ? 'restaurant' : 'store',
    id: record.id,
    slug: record.slug,
    name: record.name,
    nameSlug: slugifyName(record.name),
    featured: record.featured === true,
    tags: stringTags(record.tags),
    categorySlug: category?.slug ?? null,
    categoryName: category?.name ?? null,
    floorCode: record.floor?.code ?? null,
    floorName: record.floor?.name ?? null,
    floorLevel: record.floor?.level ?? 0,
    unit: record.unit,
    // Only what the picture needs: ResponsiveImage derives the srcset from `src`, and a
    // list page carries every place's card data to filter in the browser.
    logo: image
      ? { src: image.src, width: image.width, height: image.height, alt: record.logo?.alt ?? image.alt ?? null }
      : null,
    priceRange: isRestaurant ? record.priceRange : null,
    hours: readPlaceHours(isRestaurant ? 'gastronomy' : 'stores', record),
  };
}

export function toPlaceSummaries(records: readonly CardFields[]): PlaceSummary[] {
  return records.map(toPlaceSummary).filter((p): p is PlaceSummary => p !== null);
}
