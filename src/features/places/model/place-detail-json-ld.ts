/**
 * The JSON-LD of a store or restaurant page from the page's own data: which
 * of its facts schema.org hears about, and in what form (the Instagram handle
 * as a profile URL, the floor and unit as part of the street address).
 */
import { hoursForStructuredData, specialHoursWindow, type MallHoursInput } from '@/features/opening-hours';
import { placeJsonLd } from './place-structured-data';
import type { PlaceSummary } from './place-summary';

export interface PlaceDetailForJsonLd {
  summary: Pick<PlaceSummary, 'kind' | 'name' | 'floorName' | 'unit' | 'categoryName' | 'priceRange' | 'hours'>;
  shortDescription: string | null;
  phone: string | null;
  website: string | null;
  /** the handle, with or without its @ */
  instagram: string | null;
  logoLarge: { url: string | null } | null;
  images: readonly { url: string | null }[];
  menuUrl: string | null;
}

export interface MallForJsonLd {
  name: string;
  hours: MallHoursInput;
  streetAddress: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
}

const present = (values: readonly (string | null | undefined)[]): string[] =>
  values.filter((v): v is string => Boolean(v));

export const instagramProfileUrl = (handle: string): string => `https://www.instagram.com/${handle.replace(/^@/, '')}/`;

/**
 * `urls` are absolute: the place's page and the mall's home page, in the page's locale. With `now` (the page's
 * hourly clock), the special hours announced are the coming six months' only.
 */
export function placeDetailJsonLd(
  place: PlaceDetailForJsonLd,
  mall: MallForJsonLd,
  urls: { page: string; home: string },
  now?: Date,
): Record<string, unknown> {
  const { summary } = place;
  return placeJsonLd(
    {
      kind: summary.kind,
      name: summary.name,
      url: urls.page,
      description: place.shortDescription,
      images: present(place.images.map((i) => i.url)),
      logo: place.logoLarge?.url ?? null,
      telephone: place.phone,
      sameAs: present([place.website, place.instagram ? instagramProfileUrl(place.instagram) : null]),
      floorAndUnit: present([summary.floorName, summary.unit]).join(' · ') || null,
      // a store's category is not a cuisine
      cuisine: summary.kind === 'store' ? null : summary.categoryName,
      priceRange: summary.priceRange,
      menuUrl: place.menuUrl,
      hours: hoursForStructuredData(summary.hours, mall.hours, now && specialHoursWindow(now)),
    },
    {
      name: mall.name,
      url: urls.home,
      streetAddress: mall.streetAddress,
      district: mall.district,
      city: mall.city,
      state: mall.state,
      postalCode: mall.postalCode,
      telephone: mall.phone,
      latitude: mall.latitude,
      longitude: mall.longitude,
    },
  );
}
