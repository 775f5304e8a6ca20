'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { AppHref } from '@/components/page/types';
import { Link } from '@/i18n/navigation';
import type { MapPlaceKind } from './model/unit-places';
import type { MallHoursInput, PlaceHoursInput } from '@/features/opening-hours';
import { OpenStatusBadge } from '@/features/places';
import { PlaceOffersNote } from '@/features/offers';
import styles from './PlaceMapCard.module.css';

export interface PlaceCardEntry {
  id: string;
  /** the place's name in a route link (`?para=<slug>`) */
  slug?: string;
  kind: MapPlaceKind;
  name: string;
  category: string | null;
  /** the place's page, for the i18n Link */
  href: AppHref;
  logoUrl: string | null;
  /** the open-now inputs (stores and restaurants) */
  hours: PlaceHoursInput | null;
}

interface PlaceMapCardProps {
  id: string;
  places: readonly PlaceCardEntry[];
  floorName: string;
  unit: string;
  landmark: string | null;
  /** move keyboard focus into the card when it opens (a visitor's action, not a deep link on load) */
  autoFocus: boolean;
  onClose: () => void;
  mall: MallHoursInput;
  /** "Directions" to a place of the card (issue 24); without it the card offers none */
  onDirections?: (slug: string) => void;
  /** the server's instant (ISO) for the badge's first render */
}

/**
 * The card of a unit: a non-modal dialog next to the plan. It takes focus
 * when a visitor opens it, and Escape or the close button hand focus back to
 * the unit (the parent does that, it knows the unit).
 */
export function PlaceMapCard({
  id,
  places,
  floorName,
  unit,
  landmark,
  autoFocus,
  onClose,
  mall,
  onDirections,
}: PlaceMapCardProps) {
  const t = useTranslations('map');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = places[0];

  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus, id, unit]);

  if (!first) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      className={styles.card}
      onKeyDown={onKeyDown}
      data-testid="map-place-card"
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('card.close')}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <p className={styles.location}>{t('card.location', { floor: floorName, unit })}</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {places.map((p) => p.name).join(' · ')}
      </h2>
      {landmark && <p className={styles.landmark}>{landmark}</p>}
      <ul className={styles.places}>
        {places.map((place) => (
          <li key={place.id} className={styles.place}>
            {place.logoUrl && (
              // a 48-px logo from the CMS's image service: next/image would add nothing here
              // eslint-disable-next-line @next/next/no-img-element
              <img src={place.logoUrl} alt="" width={48} height={48} className={styles.logo} loading="lazy" />
            )}
            <div className={styles.placeBody}>
              {places.length > 1 && <p className={styles.placeName}>{place.name}</p>}
              <p className={styles.meta}>
                {t(`kindTitle.${place.kind}`)}
                {place.category ? ` · ${place.category}` : ''}
              </p>
              {place.hours && (
                <div className={styles.status}>
                  <OpenStatusBadge place={place.hours} mall={mall} showNextChange />
                </div>
              )}
              {place.slug && <PlaceOffersNote kind={place.kind} slug={place.slug} />}
              <Link href={place.href} className={styles.visit}>
                {t(`card.visit.${place.kind}`)}
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M5 12h14M13 6l6 6-6 6" />
                </svg>
              </Link>
              {onDirections && place.slug && (
                <button
                  type="button"
                  className={styles.directions}
                  onClick={() => onDirections(place.slug!)}
                  aria-label={places.length > 1 ? `${t('card.directions')}: ${place.name}` : undefined}
                >
                  {t('card.directions')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
