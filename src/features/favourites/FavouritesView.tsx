'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { OfferStateBadge } from '@/features/offers';
import { fromPlaceIndex, MallHoursProvider, PlaceCard, unpackPlaceIndex } from '@/features/places';
import { Link } from '@/i18n/navigation';
import { FavouriteButton } from './FavouriteButton';
import { currentOffersOf, favouriteOffers } from './model/favourite-offers';
import type { FavouritesData } from './model/favourites-data';
import { favouritePlaces } from './model/favourite-places';
import { todayRanges } from './model/today-hours';
import { useFavourites } from './use-favourites';
import styles from './FavouritesList.module.css';

export type FavouritesViewProps = Omit<FavouritesData, 'offers'> & Partial<Pick<FavouritesData, 'offers'>>;

const offerHref = (slug: string) => ({ pathname: '/ofertas/[slug]', params: { slug } }) as const;

/**
 * The visitor's favourites, read from this device and matched against the site's lists (`FavouritesList` fetches
 * them, ADR 0085): a card (with open now and the next change), today's hours and the offers on now for each
 * place, then the offers kept as favourites with their state (ADR 0072, 0078).
 */
export function FavouritesView({ stores, restaurants, mall, offers = [] }: FavouritesViewProps) {
  const t = useTranslations('favourites');
  const favourites = useFavourites();
  const now = useMinuteNow();
  const places = useMemo(
    () => [...fromPlaceIndex(unpackPlaceIndex(stores)), ...fromPlaceIndex(unpackPlaceIndex(restaurants))],
    [stores, restaurants],
  );
  const names = useMemo(() => new Map(places.map((p) => [p.id, p.name])), [places]);
  if (favourites === null) return <FavouritesLoading />;
  const shown = favouritePlaces(favourites, places);
  const keptOffers = favouriteOffers(favourites, offers, now);
  if (shown.length === 0 && keptOffers.length === 0)
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <p className={styles.browse}>
          <Link href="/lojas">{t('browseStores')}</Link>
          <Link href="/gastronomia">{t('browseRestaurants')}</Link>
          <Link href="/ofertas">{t('browseOffers')}</Link>
        </p>
      </div>
    );
  return (
    <MallHoursProvider mall={mall}>
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {t('count', { count: shown.length + keptOffers.length })}
      </p>
      {shown.length > 0 ? (
        <section aria-labelledby="favoritos-lugares" className={styles.section}>
          <h2 id="favoritos-lugares" className={styles.heading}>
            {t('placesHeading')}
          </h2>
          <ul className={styles.grid}>
            {shown.map((place) => {
              const ranges = now ? todayRanges(place.hours, mall, now) : null;
              const onNow = now ? currentOffersOf(place.id, offers, now) : [];
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
                  {onNow.length > 0 ? (
                    <div className={styles.placeOffers} data-place-offers-now={onNow.length}>
                      <p className={styles.placeOffersTitle}>{t('offersNow', { count: onNow.length })}</p>
                      <ul>
                        {onNow.map((offer) => (
                          <li key={offer.id}>
                            <Link href={offerHref(offer.slug)}>{offer.title}</Link> <OfferStateBadge offer={offer} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {keptOffers.length > 0 ? (
        <section aria-labelledby="favoritos-ofertas" className={styles.section}>
          <h2 id="favoritos-ofertas" className={styles.heading}>
            {t('offersHeading')}
          </h2>
          <ul className={styles.offers}>
            {keptOffers.map((offer) => (
              <li key={offer.id} className={styles.offer} data-favourite-offer={offer.slug}>
                <div className={styles.offerText}>
                  <p className={styles.offerPlaces}>
                    {offer.placeIds.flatMap((id) => names.get(id) ?? []).join(' · ')}
                  </p>
                  <Link href={offerHref(offer.slug)} className={styles.offerTitle}>
                    {offer.title}
                  </Link>
                  <OfferStateBadge offer={offer} />
                </div>
                <FavouriteButton kind="offer" id={offer.id} name={offer.title} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </MallHoursProvider>
  );
}

/**
 * Until this device's favourites are read (the server's HTML, then hydration, then the data): the empty state's
 * box, its words laid out but unseen, with the loading line over them. Most visits have no favourites, and their
 * page then does not move when the empty state replaces it (Lighthouse measured CLS 0.10–0.14 with a one-line
 * loading text).
 */
export function FavouritesLoading() {
  const t = useTranslations('favourites');
  return (
    <div className={`${styles.empty} ${styles.pending}`}>
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
      <div className={styles.reserved} aria-hidden="true">
        <p>{t('empty')}</p>
        <p className={styles.browse}>
          <span>{t('browseStores')}</span>
          <span>{t('browseRestaurants')}</span>
          <span>{t('browseOffers')}</span>
        </p>
      </div>
    </div>
  );
}
