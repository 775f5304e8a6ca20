'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import type { HolidayException, WeeklySchedule } from '@/lib/content';
import { ChevronDownIcon, ClockIcon } from '@/components/icons/icons';
import { todaysRanges, weeklyHoursRows } from '@/features/site-settings';
import { useDisclosure } from '@/components/disclosure/use-disclosure';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { laterPart, usePreloadOn } from '@/i18n/later/later-part';
import styles from './OpeningHoursPopover.module.css';

export interface OpeningHoursPopoverProps {
  mallHours: WeeklySchedule | null;
  holidays: HolidayException[];
}

/** The week's table, code and texts, loads when it first opens (ADR 0095); the button's own texts are on the page. */
const weekTable = laterPart(() => import('./HoursWeekTable'));

/**
 * Header button showing today's hours; opens the week's table. "Today" is the
 * browser's (a cached page cannot know it, ADR 0025): until it is known the
 * button says "Opening hours" and the table shows the week without a mark.
 */
export function OpeningHoursPopover({ mallHours, holidays }: OpeningHoursPopoverProps) {
  const t = useTranslations('layout.hours');
  const locale = useLocale();
  const now = useMinuteNow();
  const { open, rootRef, triggerProps, panelProps } = useDisclosure();
  const preloadOn = usePreloadOn(weekTable);

  const rows = weeklyHoursRows({ mallHours, holidays }, now, locale);
  const today = rows ? todaysRanges(rows) : null;
  // The button is narrow on phones: ranges as "14:00–20:00"; the table spells them out.
  const todayText =
    today &&
    (today.length === 0 ? t('closed') : today.map((r) => t('rangeShort', { open: r.open, close: r.close })).join(', '));
  const summary = todayText ? t('todayShort', { hours: todayText }) : now ? t('unavailable') : t('title');

  return (
    <div className={styles.root} ref={rootRef}>
      <button type="button" className={styles.button} {...triggerProps} {...preloadOn}>
        <ClockIcon size={18} />
        <span className={styles.label}>
          <span className="visually-hidden">{t('title')}. </span>
          {summary}
        </span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <div {...panelProps} className={styles.panel} hidden={!open}>
        {!rows ? (
          <p>{t('unavailable')}</p>
        ) : open ? (
          <Suspense fallback={null}>
            <weekTable.Part rows={rows} caption={t('title')} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
