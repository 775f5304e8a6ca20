'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  formatNextChange,
  computeOpenStatus,
  type MallHoursInput,
  type PlaceHoursInput,
} from '@/features/opening-hours';
import { Icon } from '@/components/icons/icons';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { useSharedMallHours } from './MallHoursProvider';
import styles from './OpenStatusBadge.module.css';
import { OPEN_STATUS_LABEL_KEY } from './open-status-labels';

export interface OpenStatusBadgeProps {
  place: PlaceHoursInput;
  /** a fixed instant (ISO) for stories and tests; pages leave it out and the browser's clock decides */
  at?: string;
  /** the mall's hours; may be left out inside an <MallHoursProvider> */
  mall?: MallHoursInput;
  /** also say when it opens or closes next ('Fecha às 22:00') */
  showNextChange?: boolean;
  size?: 'sm' | 'md';
}

/**
 * Open now / closed now, never by colour alone: each status has its own
 * icon and its words. Computed in the browser (a cached page cannot know the
 * time: ADR 0025) and again at every minute boundary, so a shop that closes
 * at 22:00 says so at 22:00 without a reload. Until then the badge keeps its
 * place, empty, so nothing moves when it appears.
 */
export function OpenStatusBadge({ place, at, mall, showNextChange = false, size = 'sm' }: OpenStatusBadgeProps) {
  const sharedMall = useSharedMallHours();
  const browserNow = useMinuteNow();
  const now = at ? new Date(at) : browserNow;
  const mallHours = mall ?? sharedMall ?? { sectorHours: null };
  const t = useTranslations('openStatus');
  const tNext = useTranslations('places.nextChange');
  const locale = useLocale();

  if (!now) {
    return (
      <span className={`${styles.badge} ${styles[size]}`} data-status="pending" aria-hidden="true">
        <span className={styles.pill}>
          <span className={styles.iconSlot} />
          <span>{t('openNow')}</span>
        </span>
      </span>
    );
  }

  const { status, nextChange } = computeOpenStatus({ at: now, place, mall: mallHours });
  const next =
    showNextChange && nextChange
      ? formatNextChange(nextChange, { now, locale, t: (key, values) => tNext(key, values) })
      : null;

  return (
    <span className={`${styles.badge} ${styles[size]}`} data-status={status}>
      <span className={styles.pill}>
        <Icon name={`status-${status}`} size={14} className={styles.icon} />
        <span>{t(OPEN_STATUS_LABEL_KEY[status])}</span>
      </span>
      {next ? <span className={styles.next}>{next}</span> : null}
    </span>
  );
}
