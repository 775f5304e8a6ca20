'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FavouritesLoading, FavouritesView } from './FavouritesView';
import type { FavouritesData } from './model/favourites-data';
import { useFavourites } from './use-favourites';
import { useFavouritesData } from './use-favourites-data';
import styles from './FavouritesList.module.css';

/** What the view is given for a device without favourites: nothing to match, so it shows the empty state. */
const NO_DATA: FavouritesData = {
  stores: { kind: 'store', categories: [], floors: [], hours: [], logo: null, places: [] },
  restaurants: { kind: 'restaurant', categories: [], floors: [], hours: [], logo: null, places: [] },
  mall: { sectorHours: null },
  offers: [],
};

/**
 * This device's favourites: the page is one cached page for everyone, without the site's lists; a device with
 * favourites fetches them (`/api/favourites/<locale>`, cached, kept by the service worker for offline use), one
 * without shows the empty state at once and asks for nothing (ADR 0072, 0085).
 */
export function FavouritesList() {
  const favourites = useFavourites();
  const wanted = favourites !== null && favourites.length > 0;
  const data = useFavouritesData(useLocale(), wanted);
  if (favourites === null || (wanted && (data.status === 'idle' || data.status === 'loading')))
    return <FavouritesLoading />;
  if (wanted && data.status === 'failed') return <FavouritesLoadFailed onRetry={data.retry} />;
  return <FavouritesView {...(data.data ?? NO_DATA)} />;
}

/** The list could not be fetched and nothing was kept (offline before any visit with favourites, a server error). */
export function FavouritesLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('favourites');
  return (
    <div className={styles.failed} role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
