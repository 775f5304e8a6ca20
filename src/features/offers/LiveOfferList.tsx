'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useMinuteNow } from '@/components/time/use-minute-now';
import {
  filterOffers,
  NO_CRITERIA,
  sortOffers,
  type FilterableOffer,
  type OfferListCriteria,
} from './model/offer-list';
import styles from './LiveOfferList.module.css';

export interface LiveOfferListProps {
  offers: readonly FilterableOffer[];
  /** each offer's card, rendered on the server, by offer id */
  cards: Readonly<Record<string, ReactNode>>;
  criteria?: OfferListCriteria;
  /** at most this many (the home band) */
  limit?: number;
  /** said when nothing is left; the list disappears without it */
  empty?: ReactNode;
  /** announce how many offers the filters leave */
  announceCount?: boolean;
}

/**
 * Cards of offers, computed in the browser at every minute boundary: an offer
 * leaves the list at the minute it ends, with no reload (ADR 0069). The
 * server's HTML, cached, holds every offer it knows in date order; the browser
 * removes the ended ones right after hydration.
 */
export function LiveOfferList({
  offers,
  cards,
  criteria = NO_CRITERIA,
  limit,
  empty,
  announceCount,
}: LiveOfferListProps) {
  const now = useMinuteNow();
  const t = useTranslations('offerState');
  const shown = sortOffers(filterOffers(offers, criteria, now), now).slice(0, limit);
  return (
    <>
      {announceCount ? (
        <p className={styles.count} role="status" data-offer-count={now ? shown.length : undefined}>
          {now ? t('count', { count: shown.length }) : null}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.grid}>
          {shown.map((offer) => (
            <li key={offer.id}>{cards[offer.id]}</li>
          ))}
        </ul>
      ) : (
        empty
      )}
    </>
  );
}
