/**
 * The list page's place index (src/features/places/model/place-index.ts) packed once
 * more for the page's payload (issue 21, ADR 0055): what repeats from place
 * to place inside a logo and the hours travels once. A logo URL is the
 * middle part between a start and an end every logo shares, its size is
 * left out when it is the usual one, and its alt text when it is the usual
 * text around the place's name ("Logotipo de {name}"); the opening-hours
 * inputs, a dozen distinct ones for a hundred places, go in a table the
 * places point into. Each place is a row, not an object (ADR 0083).
 * `unpackPlaceIndex` gives back exactly the index `packPlaceIndex` was given.
 */
import { internTable } from './model/intern-table';
import type { IndexedPlace, PlaceIndex } from './model/place-index';

type Logo = NonNullable<IndexedPlace['logo']>;

interface LogoPattern {
  prefix: string;
  suffix: string;
  width: Logo['width'];
  height: Logo['height'];
  /** the alt text is `${altPrefix}${name}${altSuffix}` unless the place says otherwise */
  altPrefix: string;
  altSuffix: string;
}

/** the URL's middle part, or [middle, width, height] for a logo of another size; a logo without a URL as it is */
type PackedLogo = string | readonly [string, Logo['width'], Logo['height']] | Logo;

/**
 * A place as a row rather than an object (ADR 0083): the field names would repeat in every place. Missing
 * fields are null, and trailing ones are left out. `extra` holds what few places have: the featured flag,
 * a price range, and an alt text that is not the pattern's.
 */
export type PackedPlace = readonly [
  id: string,
  slug: string,
  name: string,
  /** position in `hours` */
  hours: number,
  category?: number | null,
  floor?: number | null,
  unit?: string | null,
  logo?: PackedLogo | null,
  tags?: readonly string[] | null,
  extra?: { featured?: true; priceRange?: number; alt?: string | null },
];

export interface PackedPlaceIndex extends Omit<PlaceIndex, 'places'> {
  hours: readonly IndexedPlace['hours'][];
  logo: LogoPattern | null;
  places: readonly PackedPlace[];
}

function commonPrefix(values: readonly string[]): string {
  let prefix = values[0] ?? '';
  for (const v of values) while (!v.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

const reverse = (s: string) => [...s].reverse().join('');

/** The start and the end every value shares; the end is looked for after the start, so the two never overlap. */
export function commonAffixes(values: readonly string[]): { prefix: string; suffix: string } {
  const prefix = commonPrefix(values);
  return { prefix, suffix: reverse(commonPrefix(values.map((s) => reverse(s.slice(prefix.length))))) };
}

function logoPattern(places: readonly IndexedPlace[]): LogoPattern | null {
  const withLogo = places.filter(
    (p): p is IndexedPlace & { logo: Logo & { src: string } } => typeof p.logo?.src === 'string',
  );
  const [first] = withLogo;
  if (!first) return null;
  const { prefix, suffix } = commonAffixes(withLogo.map((p) => p.logo.src));
  const named = withLogo.find((p) => p.logo.alt?.includes(p.name));
  const at = named ? (named.logo.alt ?? '').indexOf(named.name) : -1;
  return {
    prefix,
    suffix,
    width: first.logo.width,
    height: first.logo.height,
    altPrefix: named ? (named.logo.alt ?? '').slice(0, at) : '',
    altSuffix: named ? (named.logo.alt ?? '').slice(at + named.name.length) : '',
  };
}

export function packPlaceIndex({ places, ...tables }: PlaceIndex): PackedPlaceIndex {
  const hours = internTable<IndexedPlace['hours']>();
  const pattern = logoPattern(places);
  const packed = places.map((place): PackedPlace => {
    const { logo } = place;
    const extra: NonNullable<PackedPlace[9]> = {};
    if (place.featured) extra.featured = true;
    if (place.priceRange !== undefined) extra.priceRange = place.priceRange;
    let packedLogo: PackedLogo | null = null;
    const src = logo?.src;
    if (logo && (!pattern || typeof src !== 'string')) packedLogo = logo;
    else if (logo && pattern && typeof src === 'string') {
      const middle = src.slice(pattern.prefix.length, src.length - pattern.suffix.length);
      packedLogo =
        logo.width === pattern.width && logo.height === pattern.height ? middle : [middle, logo.width, logo.height];
      if (logo.alt !== `${pattern.altPrefix}${place.name}${pattern.altSuffix}`) extra.alt = logo.alt ?? null;
    }
    const row = [
      place.id,
      place.slug,
      place.name,
      hours.at(place.hours),
      place.category ?? null,
      place.floor ?? null,
      place.unit ?? null,
      packedLogo,
      place.tags ?? null,
      Object.keys(extra).length > 0 ? extra : null,
    ];
    while (row.length > 4 && row.at(-1) === null) row.pop();
    return row as unknown as PackedPlace;
  });
  return { ...tables, hours: hours.items, logo: pattern, places: packed };
}

export function unpackPlaceIndex({ hours, logo: pattern, places, ...tables }: PackedPlaceIndex): PlaceIndex {
  return {
    ...tables,
    places: places.map(([id, slug, name, h, category, floor, unit, logo, tags, extra]): IndexedPlace => {
      const entry: IndexedPlace = {
        id,
        slug,
        name,
        hours: hours[h] ?? { hoursSource: 'mall', openingHours: null, opensOnOptionalHolidays: false },
      };
      if (extra?.featured) entry.featured = true;
      if (tags) entry.tags = tags;
      if (category !== undefined && category !== null) entry.category = category;
      if (floor !== undefined && floor !== null) entry.floor = floor;
      if (unit !== undefined && unit !== null) entry.unit = unit;
      if (extra?.priceRange !== undefined) entry.priceRange = extra.priceRange;
      if (typeof logo === 'object' && logo !== null && !Array.isArray(logo)) entry.logo = logo as Logo;
      else if (logo !== undefined && logo !== null && pattern) {
        const [middle, width, height] =
          typeof logo === 'string'
            ? [logo, pattern.width, pattern.height]
            : (logo as readonly [string, Logo['width'], Logo['height']]);
        entry.logo = {
          src: `${pattern.prefix}${middle}${pattern.suffix}`,
          width,
          height,
          alt: extra?.alt === undefined ? `${pattern.altPrefix}${name}${pattern.altSuffix}` : extra.alt,
        };
      }
      return entry;
    }),
  };
}
