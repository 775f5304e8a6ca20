'use client';

import { useMemo } from 'react';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { notEnded } from './model/offer-list';
import type { OfferValidity } from './model/offer-state';
import styles from './PlaceOffersNote.module.css';

export const OFFERS_BY_PLACE_ID = 'ofertas-por-lugar';

export interface OffersByPlace {
  /** "1 oferta", "{count} ofertas" */
  one: string;
  other: string;
  /** by the place's record id */
  places: Record<string, { href: string; offers: OfferValidity[] }>;
}

function readOffersByPlace(): OffersByPlace | null {
  const text = document.getElementById(OFFERS_BY_PLACE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as OffersByPlace;
  } catch {
    return null;
  }
}

/**
 * "2 ofertas", a link to the place's offers, on the map's place card: from
 * the page's `OffersByPlaceScript`, counted at the browser's clock (ended
 * ones left out). Nothing without offers, before hydration or on a page
 * without the script.
 */
export function PlaceOffersNote({ placeId }: { placeId: string }) {
  const now = useMinuteNow();
  const data = useMemo(() => (now ? readOffersByPlace() : null), [now]);
  const place = data?.places[placeId];
  if (!now || !data || !place) return null;
  const count = notEnded(place.offers, now).length;
  if (count === 0) return null;
  return (
    <a href={place.href} className={styles.note} data-place-offers={count}>
      {(count === 1 ? data.one : data.other).replace('{count}', String(count))}
    </a>
  );
}
