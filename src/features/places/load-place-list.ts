import { RestaurantsListDocument, StoresListDocument } from '@generated/graphql';
import { liveQuery, type LiveQuery } from '@/features/preview';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { toPlaceSummaries, type PlaceKind } from './model/place-summary';

/** Every store (or restaurant) and the mall's hours, in one cached request. */
export async function loadPlaceList(kind: PlaceKind, locale: AppLocale) {
  if (kind === 'store') {
    const data = await queryCms(StoresListDocument, { locale });
    return { places: toPlaceSummaries(data.allStores), settings: data.siteSettings };
  }
  const data = await queryCms(RestaurantsListDocument, { locale });
  return { places: toPlaceSummaries(data.allRestaurants), settings: data.siteSettings };
}

/** What the live preview re-runs in draft mode. */
export function placeListLiveQuery(kind: PlaceKind, locale: AppLocale): LiveQuery {
  return kind === 'store' ? liveQuery(StoresListDocument, { locale }) : liveQuery(RestaurantsListDocument, { locale });
}
