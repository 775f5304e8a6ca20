'use client';

import type { ReactNode } from 'react';
import { useLocationSearch } from '@/components/navigation/use-location-search';
import { parseOfferParams, type FilterableOffer, type OfferListCriteria } from './model/offer-list';
import { LiveOfferList } from './LiveOfferList';
import { OfferFilters, type OfferFiltersProps } from './OfferFilters';

export interface OfferBrowserProps extends Omit<OfferFiltersProps, 'criteria'> {
  offers: readonly FilterableOffer[];
  cards: Readonly<Record<string, ReactNode>>;
  /** the page's own criteria (`…/lista/[filters]`), until the browser's URL is read */
  serverCriteria: OfferListCriteria;
  empty: ReactNode;
}

/**
 * /ofertas in the browser: the filters are read from the URL and applied to
 * every offer in memory at the browser's clock; changing them rewrites the
 * URL with no request (ADR 0027, 0069).
 */
export function OfferBrowser({ offers, cards, serverCriteria, empty, ...options }: OfferBrowserProps) {
  const search = useLocationSearch();
  const criteria = search ? parseOfferParams(search) : serverCriteria;
  return (
    <>
      <OfferFilters criteria={criteria} {...options} />
      <LiveOfferList offers={offers} cards={cards} criteria={criteria} empty={empty} announceCount />
    </>
  );
}
