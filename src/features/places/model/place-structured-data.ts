import { internationalPhone } from '@/lib/structured-data/international-phone';
/**
 * JSON-LD of a store or restaurant page: a schema.org `Store` or `Restaurant`
 * inside the mall's `ShoppingCenter`, with its weekly hours and the mall's
 * dated exceptions as special hours. Pure: the page passes absolute URLs.
 */
import type { Weekday } from '@/lib/content';
import type { DisplayRange } from '@/features/opening-hours';
import { schemaCloseTime, weeklySpecifications } from '@/lib/structured-data/opening-hours-specification';

export interface MallForStructuredData {
  name: string;
  url: string;
  streetAddress?: string | null;
  district?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  telephone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface PlaceForStructuredData {
  kind: 'store' | 'restaurant';
  name: string;
  url: string;
  description?: string | null;
  images: readonly string[];
  logo?: string | null;
  telephone?: string | null;
  sameAs: readonly string[];
  /** "L1 · L1-104" */
  floorAndUnit?: string | null;
  cuisine?: string | null;
  /** 1–4 */
  priceRange?: number | null;
  menuUrl?: string | null;
  hours: { weekly: Record<Weekday, DisplayRange[]>; special: { date: string; ranges: DisplayRange[] }[] } | null;
}

function specialSpecification(special: { date: string; ranges: DisplayRange[] }[]) {
  return special.flatMap(({ date, ranges }) =>
    ranges.length === 0
      ? // closed all day, in schema.org's convention
        [{ '@type': 'OpeningHoursSpecification', validFrom: date, validThrough: date, opens: '00:00', closes: '00:00' }]
      : ranges.map((r) => ({
          '@type': 'OpeningHoursSpecification',
          validFrom: date,
          validThrough: date,
          opens: r.open,
          closes: schemaCloseTime(r.close),
        })),
  );
}

export function placeJsonLd(place: PlaceForStructuredData, mall: MallForStructuredData): Record<string, unknown> {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: [mall.streetAddress, place.floorAndUnit].filter(Boolean).join(', ') || undefined,
    addressLocality: mall.city ?? undefined,
    addressRegion: mall.state ?? undefined,
    postalCode: mall.postalCode ?? undefined,
    addressCountry: 'BR',
  };
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': place.kind === 'store' ? 'Store' : 'Restaurant',
    name: place.name,
    url: place.url,
    description: place.description ?? undefined,
    image: place.images.length > 0 ? [...place.images] : (place.logo ?? undefined),
    logo: place.logo ?? undefined,
    telephone: internationalPhone(place.telephone) ?? undefined,
    sameAs: place.sameAs.length > 0 ? [...place.sameAs] : undefined,
    address,
    containedInPlace: {
      '@type': 'ShoppingCenter',
      name: mall.name,
      url: mall.url,
      telephone: internationalPhone(mall.telephone) ?? undefined,
      address: { ...address, streetAddress: mall.streetAddress ?? undefined },
      ...(mall.latitude != null && mall.longitude != null
        ? { geo: { '@type': 'GeoCoordinates', latitude: mall.latitude, longitude: mall.longitude } }
        : {}),
    },
  };
  if (place.hours) {
    data.openingHoursSpecification = weeklySpecifications(place.hours.weekly);
    if (place.hours.special.length > 0)
      data.specialOpeningHoursSpecification = specialSpecification(place.hours.special);
  }
  if (place.kind === 'restaurant') {
    if (place.cuisine) data.servesCuisine = place.cuisine;
    if (place.priceRange && place.priceRange >= 1 && place.priceRange <= 4)
      data.priceRange = '$'.repeat(place.priceRange);
    if (place.menuUrl) data.hasMenu = place.menuUrl;
  }
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>; // drops the undefined keys
}
