'use client';

import { useTranslations } from 'next-intl';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { Link } from '@/i18n/navigation';
import { notEnded } from './model/offer-order';
import { usePlaceOffers } from './OffersByPlaceProvider';
import styles from './PlaceOffersNote.module.css';

/**
 * "2 ofertas agora", a link to the place's offers, on the map's place card: counted at the browser's clock
 * (ended ones left out). Nothing without offers, before hydration, or outside an `OffersByPlaceProvider`.
 * Its words are `offerState.placeCount`, which the provider of messages around it must give.
 */
export function PlaceOffersNote({ kind, slug }: { kind: string; slug: string }) {
  const now = useMinuteNow();
  const place = usePlaceOffers({ kind, slug });
  const t = useTranslations('offerState');
  if (!now || !place) return null;
  const count = notEnded(place.offers, now).length;
  if (count === 0) return null;
  return (
    <Link
      href={{ pathname: '/ofertas', query: { loja: place.slug } }}
      className={styles.note}
      data-place-offers={count}
    >
      {t('placeCount', { count })}
    </Link>
  );
}
