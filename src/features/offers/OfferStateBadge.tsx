'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMinuteNow } from '@/components/time/use-minute-now';
import {
  endTimeOfDay,
  endsToday,
  firstMallDay,
  formatMallDay,
  lastMallDay,
  offerState,
  type OfferValidity,
} from './model/offer-state';
import styles from './OfferStateBadge.module.css';

export interface OfferStateBadgeProps {
  offer: OfferValidity;
  /** a fixed instant (ISO) for stories and tests; pages leave it out and the browser's clock decides */
  at?: string;
}

/**
 * Current, upcoming or ended, in words (never by colour alone), computed in
 * the browser at every minute boundary from the offer's two instants: a cached
 * page cannot know the time (ADR 0025). Until then, and without JavaScript,
 * it shows the offer's period, which needs no clock.
 */
export function OfferStateBadge({ offer, at }: OfferStateBadgeProps) {
  const browserNow = useMinuteNow();
  const now = at ? new Date(at) : browserNow;
  const t = useTranslations('offerState');
  const locale = useLocale();
  const from = formatMallDay(firstMallDay(offer), locale);
  const until = formatMallDay(lastMallDay(offer), locale);

  if (!now) {
    // an offer of one day says its day once, not "19 Nov to 19 Nov"
    return (
      <span className={styles.badge} data-state="pending">
        {from === until ? from : t('period', { from, until })}
      </span>
    );
  }
  const state = offerState(offer, now);
  const time = endTimeOfDay(offer);
  const label =
    state === 'upcoming'
      ? t('startsOn', { date: from })
      : state === 'ended'
        ? t('ended')
        : endsToday(offer, now)
          ? time
            ? t('endsTodayAt', { time })
            : t('endsTonight')
          : t('until', { date: until });
  return (
    <span className={styles.badge} data-state={state}>
      <span aria-hidden="true" className={styles.dot} />
      {label}
    </span>
  );
}
