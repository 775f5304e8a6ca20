import 'server-only';
import { loadOffers } from '@/features/offers/server';
import { mallHoursForPage, PLACE_SECTORS, readMallHours } from '@/features/opening-hours';
import { cardFieldsOnly, packPlaceIndex, toPlaceIndex } from '@/features/places';
import { loadPlaceList } from '@/features/places/server';
import type { AppLocale } from '@/i18n/routing';
import { toFavouriteOfferEntry, type FavouritesData } from './model/favourites-data';

/**
 * The favourites list's data, from the same cached queries as `/lojas`, `/gastronomia` and `/ofertas` (a publish
 * revalidates them by their CMS tags): answered by `GET /api/favourites/<locale>` rather than carried by the page,
 * so a visit without favourites never loads it (ADR 0085).
 */
export async function loadFavouritesData(locale: AppLocale): Promise<FavouritesData> {
  const [stores, restaurants, offers] = await Promise.all([
    loadPlaceList('store', locale),
    loadPlaceList('restaurant', locale),
    loadOffers(locale),
  ]);
  return {
    stores: packPlaceIndex(toPlaceIndex('store', stores.places.map(cardFieldsOnly))),
    restaurants: packPlaceIndex(toPlaceIndex('restaurant', restaurants.places.map(cardFieldsOnly))),
    mall: mallHoursForPage(readMallHours(stores.settings), PLACE_SECTORS, null),
    offers: offers.map(toFavouriteOfferEntry),
  };
}
