'use client';

import { useCallback, useEffect, useState } from 'react';
import { keepForOffline } from '@/features/offline';
import { favouritesDataUrl, readFavouritesData, type FavouritesData } from './model/favourites-data';

export type FavouritesDataState =
  { status: 'idle' | 'loading' | 'failed'; data: null } | { status: 'ready'; data: FavouritesData };

/**
 * The favourites list's data, fetched from `/api/favourites/<locale>` once `wanted` (this device has favourites):
 * a visit without favourites asks for nothing (ADR 0085). Offline, the service worker answers with the copy it
 * kept; with none, the fetch fails and `retry` asks again.
 */
export function useFavouritesData(locale: string, wanted: boolean): FavouritesDataState & { retry: () => void } {
  const [state, setState] = useState<FavouritesDataState>({ status: 'idle', data: null });
  const [attempt, setAttempt] = useState(0);
  const loaded = state.status === 'ready';

  useEffect(() => {
    if (!wanted || loaded) return;
    const controller = new AbortController();
    const url = favouritesDataUrl(locale);
    // `loading` is what the list shows anyway before the data: set from the fetch's callbacks only. `no-cache`:
    // the answer's `stale-while-revalidate` is for a CDN; the browser's own cache would otherwise show a stale
    // answer (up to a day old) once after a publish, and answer offline in the worker's stead (ADR 0085).
    fetch(url, { signal: controller.signal, cache: 'no-cache' })
      .then(async (response) => {
        const data = response.ok ? readFavouritesData(await response.json()) : null;
        if (!data) throw new Error(`favourites data: ${response.status}`);
        setState({ status: 'ready', data });
        keepForOffline([url]);
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed', data: null });
      });
    return () => controller.abort();
  }, [locale, wanted, loaded, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading', data: null });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
