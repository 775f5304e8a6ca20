import type { MallHoursInput } from '@/features/opening-hours';
import type { PackedPlaceIndex } from '@/features/places';
import type { FavouriteOfferEntry } from './favourite-offers';

/**
 * What the favourites list reads to show this device's favourites: every store and restaurant (packed, card
 * fields only), the mall's hours and every offer. The same for every visitor, so it is one cached JSON answer
 * per locale, fetched only by a device that has favourites (ADR 0085).
 */
export interface FavouritesData {
  /** every store and every restaurant, as the list pages carry them (ADR 0055) */
  stores: PackedPlaceIndex;
  restaurants: PackedPlaceIndex;
  mall: MallHoursInput;
  /** every offer the site has, ended ones too (a favourite offer that ended says so, ADR 0078) */
  offers: readonly FavouriteOfferEntry[];
}

/** Where the browser fetches it (src/app/api/favourites/[locale]/route.ts); the service worker keeps it. */
export const favouritesDataUrl = (locale: string): string => `/api/favourites/${encodeURIComponent(locale)}`;

/** An offer as the list needs it: its line, its state's dates, and the ids of its places. */
export function toFavouriteOfferEntry(offer: {
  id: string;
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  places: readonly { id: string }[];
}): FavouriteOfferEntry {
  return {
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    startsAt: offer.startsAt,
    endsAt: offer.endsAt,
    placeIds: offer.places.map((p) => p.id),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isPackedIndex = (value: unknown): value is PackedPlaceIndex =>
  isObject(value) &&
  Array.isArray(value.places) &&
  Array.isArray(value.hours) &&
  Array.isArray(value.categories) &&
  Array.isArray(value.floors);

/**
 * The answer's body, if it has the shape the list reads; `null` otherwise (an error page from a proxy, a
 * captive portal's HTML turned JSON, an answer from an older build), which the list treats as a failed fetch.
 */
export function readFavouritesData(body: unknown): FavouritesData | null {
  if (!isObject(body)) return null;
  const { stores, restaurants, mall, offers } = body;
  if (!isPackedIndex(stores) || !isPackedIndex(restaurants)) return null;
  if (!isObject(mall) || !('sectorHours' in mall)) return null;
  if (!Array.isArray(offers)) return null;
  return { stores, restaurants, mall: mall as unknown as MallHoursInput, offers: offers as FavouriteOfferEntry[] };
}
