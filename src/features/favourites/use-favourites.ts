'use client';

import { useSyncExternalStore } from 'react';
import { readFavourites, subscribeFavourites, type Favourite } from './model/favourites-store';

/**
 * The stored favourites; `null` on the server and during hydration, as `useMinuteNow` is for the time, so
 * the cached HTML is the same for everyone and hydration never mismatches.
 */
export function useFavourites(): readonly Favourite[] | null {
  return useSyncExternalStore(subscribeFavourites, readFavourites, () => null);
}
