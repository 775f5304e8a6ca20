'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useMinuteNow } from '@/components/time/use-minute-now';
import type { MallHoursInput } from '@/features/opening-hours';
import {
  fromPlaceIndex,
  MallHoursProvider,
  PlaceCard,
  unpackPlaceIndex,
  type PackedPlaceIndex,
} from '@/features/places';
import { Link } from '@/i18n/navigation';
import { favouritePlaces } from './model/favourite-places';
import { todayRanges } from './model/today-hours';
import { useFavourites } from './use-favourites';
import styles from './FavouritesList.module.css';

export interface FavouritesListProps {
  /** every store and every restaurant, as the list pages carry them (ADR 0055) */
  stores: PackedPlaceIndex;
  restaurants: PackedPlaceIndex;
  mall: MallHoursInput;
}

/**
 * The visitor's favourites, read from this device and matched against the lists the page carries: a card
 * (with open now and the next change) and today's hours for each. Nothing is asked of the server, so the
 * page is one cached page for everyone and works offline wherever the site does (ADR 0072).
 */
export function FavouritesList({ stores, restaurants, mall }: FavouritesListProps) {
  const t = useTranslations('favourites');
  const favourites = useFavourites();
  const now = useMinuteNow();
  const places = useMemo(
    () => [...fromPlaceIndex(unpackPlaceIndex(stores)), ...fromPlaceIndex(unpackPlaceIndex(restaurants))],
    [stores, restaurants],
  );
  if (favourites === null) return <p className={styles.loading}>{t('loading')}</p>;
  const shown = favouritePlaces(favourites, places);
  if (shown.length === 0)
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <p className={styles.browse}>
          <Link href="/lojas">{t('browseStores')}</Link>
          <Link href="/gastronomia">{t('browseRestaurants')}</Link>
        </p>
      </div>
    );
  return (
    <MallHoursProvider mall={mall}>
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {t('count', { count: shown.length })}
      </p>
      <ul className={styles.grid}>
        {shown.map((place) => {
          const ranges = now ? todayRanges(place.hours, mall, now) : null;
          return (
            <li key={`${place.kind}-${place.id}`} className={styles.item} data-favourite={place.slug}>
              <PlaceCard place={place} />
              <p className={styles.today}>
                {ranges === null
                  ? '\u00a0'
                  : ranges.length === 0
                    ? t('closedToday')
                    : t('todayHours', { hours: ranges.join(', ') })}
              </p>
            </li>
          );
        })}
      </ul>
    </MallHoursProvider>
  );
}
