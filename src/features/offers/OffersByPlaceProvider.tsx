'use client';

import { createContext, type ReactNode, useContext } from 'react';
import { offerPlaceKey, type OffersByPlace } from './offers-by-place';

const OffersByPlaceContext = createContext<OffersByPlace | null>(null);

/**
 * Gives the place cards below it the offers of every place (offers-by-place.ts). The data travels once, in the
 * page's payload, as this provider's prop: an inert JSON script carried it twice, as HTML and again in the
 * payload (ADR 0082). Apart from the note that reads it, which the map loads with its place card (ADR 0097).
 */
export function OffersByPlaceProvider({ offers, children }: { offers: OffersByPlace; children: ReactNode }) {
  return <OffersByPlaceContext value={offers}>{children}</OffersByPlaceContext>;
}

/** The offers of one place, from the provider above (none outside one). */
export function usePlaceOffers(place: { kind: string; slug: string }) {
  return useContext(OffersByPlaceContext)?.[offerPlaceKey(place)];
}
