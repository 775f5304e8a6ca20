'use client';

import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { LoadMoreLink } from '@/components/page/LoadMoreLink';
import { useLocationSearch } from '@/components/navigation/use-location-search';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { unpackOffers, type PackedOffers } from './model/offer-index';
import {
  filterOffers,
  OFFER_PAGE_SIZE,
  offerFilterOptions,
  offerSearchParams,
  parseOfferParams,
  type OfferListCriteria,
} from './model/offer-list';
import { sortOffers } from './model/offer-order';
import { OfferCard } from './OfferCard';
import { OfferFilters } from './OfferFilters';
import styles from './LiveOfferList.module.css';

export interface OfferBrowserProps {
  /** every offer, packed (./model/offer-index.ts) */
  index: PackedOffers;
  /** the page's own criteria (`…/lista/[filters]`), until the browser's URL is read */
  serverCriteria: OfferListCriteria;
  /**
   * The server's hourly clock (ISO 8601), which orders the first page until the browser's time is known: offers
   * that had ended by then come last, so the browser removing them moves no card on the first screen (CLS), and a
   * visitor without JavaScript sees current offers first. It never decides what is shown (ADR 0087).
   */
  orderAt?: string;
  empty: ReactNode;
}

/**
 * /ofertas: the filters, read from the URL, applied to every offer of the page's index at the browser's clock;
 * changing them rewrites the URL with no request (ADR 0027, 0069). Before the time is known (the server's
 * HTML, and a visitor without JavaScript) the list is a page of eight cards with a link to the next, so the
 * page stays light (issue 21, ADR 0078); once it is known, every current and coming match is shown, ended
 * ones leave at their minute, and the count is announced.
 */
export function OfferBrowser({ index, serverCriteria, orderAt, empty }: OfferBrowserProps) {
  const t = useTranslations('offerState');
  const search = useLocationSearch();
  const now = useMinuteNow();
  const offers = useMemo(() => unpackOffers(index), [index]);
  // the choices are made of the index itself: names and floors travel once, in it
  const options = useMemo(() => offerFilterOptions(offers), [offers]);
  const criteria = search ? parseOfferParams(search) : serverCriteria;
  const matches = sortOffers(filterOffers(offers, criteria, now), now ?? (orderAt ? new Date(orderAt) : null));
  const shown = now ? matches : matches.slice(0, criteria.page * OFFER_PAGE_SIZE);
  const more = !now && shown.length < matches.length;
  return (
    <>
      <OfferFilters
        criteria={criteria}
        categories={options.categories}
        floors={options.floors}
        places={options.places}
      />
      <p className={styles.count} role="status" data-offer-count={now ? matches.length : undefined}>
        {now ? t('count', { count: matches.length }) : null}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.grid}>
          {shown.map((offer, i) => (
            <li key={offer.id}>
              <OfferCard offer={offer} priority={i === 0} />
            </li>
          ))}
        </ul>
      ) : (
        empty
      )}
      {more ? (
        <LoadMoreLink
          href={{
            pathname: '/ofertas',
            query: Object.fromEntries(offerSearchParams({ ...criteria, page: criteria.page + 1 })),
          }}
          shown={shown.length}
          total={matches.length}
          progress={t('progress', { shown: shown.length, total: matches.length })}
        />
      ) : null}
    </>
  );
}
