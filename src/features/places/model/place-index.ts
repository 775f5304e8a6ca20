/**
 * The compact form in which a list page carries its places to the browser,
 * which filters them without asking the server (ADR 0027). A card's fields
 * that repeat from place to place (the category's and floor's names, the
 * floor's level) travel once, in tables the places point into; those that
 * follow from others (the kind, the hours' sector, the name in the URL) do
 * not travel at all; empty ones are left out, and so are the tags the text
 * filter would find the place by anyway (`searchableTags`). `fromPlaceIndex`
 * gives back the summaries `toPlaceIndex` was given, with those tags only.
 */
import type { ResponsiveImageType } from 'react-datocms';
import type { PlaceHoursInput } from '@/features/opening-hours';
import type { PlaceKind, PlaceSummary } from './place-summary';
import { internTable } from './intern-table';
import { searchableTags } from './place-list';
import { slugifyName } from '@/lib/url/slugify-name';

export interface PlaceIndex {
  kind: PlaceKind;
  /** [slug, name] of each category (or cuisine) the places name */
  categories: readonly (readonly [string | null, string | null])[];
  /** [code, name, level] of each floor the places are on */
  floors: readonly (readonly [string | null, string | null, number])[];
  places: readonly IndexedPlace[];
}

export interface IndexedPlace {
  id: string;
  slug: string;
  name: string;
  featured?: true;
  tags?: readonly string[];
  /** position in `categories` */
  category?: number;
  /** position in `floors` */
  floor?: number;
  unit?: string;
  logo?: ResponsiveImageType;
  priceRange?: number;
  hours: Omit<PlaceHoursInput, 'sector'>;
}

/**
 * A summary with only what a card shows and its badge reads, for a page that shows cards but neither
 * filters nor orders them (the favourites): no tags, no featured flag, no price range, no category or
 * floor codes. The index then carries each place without them (ADR 0083).
 */
export function cardFieldsOnly(place: PlaceSummary): PlaceSummary {
  return { ...place, featured: false, tags: [], categorySlug: null, floorCode: null, floorLevel: 0, priceRange: null };
}

const SECTOR = { store: 'stores', restaurant: 'gastronomy' } as const;

export function toPlaceIndex(kind: PlaceKind, places: readonly PlaceSummary[]): PlaceIndex {
  const categories = internTable<readonly [string | null, string | null]>();
  const floors = internTable<readonly [string | null, string | null, number]>();
  const indexed = places.map((p): IndexedPlace => {
    const hours = {
      hoursSource: p.hours.hoursSource,
      openingHours: p.hours.openingHours,
      opensOnOptionalHolidays: p.hours.opensOnOptionalHolidays,
    };
    const entry: IndexedPlace = { id: p.id, slug: p.slug, name: p.name, hours };
    if (p.featured) entry.featured = true;
    const tags = searchableTags(p);
    if (tags.length > 0) entry.tags = tags;
    if (p.categorySlug !== null || p.categoryName !== null)
      entry.category = categories.at([p.categorySlug, p.categoryName] as const);
    if (p.floorCode !== null || p.floorName !== null || p.floorLevel !== 0)
      entry.floor = floors.at([p.floorCode, p.floorName, p.floorLevel] as const);
    if (p.unit !== null) entry.unit = p.unit;
    if (p.logo) entry.logo = p.logo;
    if (p.priceRange !== null) entry.priceRange = p.priceRange;
    return entry;
  });
  return { kind, categories: categories.items, floors: floors.items, places: indexed };
}

export function fromPlaceIndex({ kind, categories, floors, places }: PlaceIndex): PlaceSummary[] {
  return places.map((p) => {
    const [categorySlug, categoryName] =
      p.category === undefined ? [null, null] : (categories[p.category] ?? [null, null]);
    const [floorCode, floorName, floorLevel] =
      p.floor === undefined ? [null, null, 0] : (floors[p.floor] ?? [null, null, 0]);
    return {
      kind,
      id: p.id,
      slug: p.slug,
      name: p.name,
      nameSlug: slugifyName(p.name),
      featured: p.featured === true,
      tags: p.tags ?? [],
      categorySlug,
      categoryName,
      floorCode,
      floorName,
      floorLevel,
      unit: p.unit ?? null,
      logo: p.logo ?? null,
      priceRange: p.priceRange ?? null,
      hours: { sector: SECTOR[kind], ...p.hours },
    };
  });
}
