'use client';

import { useMemo, type ReactNode } from 'react';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { unpackOffers, type PackedOffers } from './model/offer-index';
import { notEnded, sortOffers } from './model/offer-order';
import { OfferCard } from './OfferCard';
import styles from './LiveOfferList.module.css';

export interface LiveOfferListProps {
  /** every offer the band may show, packed (./model/offer-index.ts) */
  index: PackedOffers;
  /** at most this many (the home band) */
  limit?: number;
  /** said when nothing is left; the list disappears without it */
  empty?: ReactNode;
}

/**
 * Offers on another page (the home band, a store's page), computed in the browser at every minute boundary: an
 * offer leaves at the minute it ends, with no reload (ADR 0069). The cards are drawn here from the packed index,
 * so the page carries each offer once, compactly, rather than a rendered card for every offer it might show
 * (issue 21: the home page carried 25 cards to show 4). Before the time is known the first by end date show.
 */
export function LiveOfferList({ index, limit, empty }: LiveOfferListProps) {
  const now = useMinuteNow();
  const offers = useMemo(() => unpackOffers(index), [index]);
  const shown = sortOffers(now ? notEnded(offers, now) : offers, now).slice(0, limit);
  return shown.length > 0 ? (
    <ul className={styles.grid}>
      {shown.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} headingLevel={3} />
        </li>
      ))}
    </ul>
  ) : (
    <>{empty}</>
  );
}
