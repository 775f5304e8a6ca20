'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { LAYOUT_TARGETS } from '@/features/accessibility';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { formatDate } from '@/lib/time/format-date';
import { HOURS_ROWS, todayHours, type RowHours, type TodayHoursInput } from './today-hours';
import styles from './TodayHoursPanel.module.css';

interface TodayHoursPanelProps {
  hours: TodayHoursInput;
  headingId: string;
}

/** "domingo 22/11", "Sunday, November 22" */
function formatDay(now: Date, locale: string): string {
  if (locale === 'en') return formatDate(now, locale, 'weekdayDayMonth');
  return `${formatDate(now, locale, 'weekdayLong')} ${formatDate(now, locale, 'dayMonth')}`;
}

/**
 * "Hoje, domingo 22/11": the mall's and each sector's hours today, holidays
 * applied. It follows the browser's clock in the mall's time zone, so a page
 * left open past midnight turns to the new day by itself. The page is cached,
 * so the server cannot know the day (ADR 0025): its HTML has the table with
 * the times held invisible in their place, filled in as soon as the page runs.
 */
export function TodayHoursPanel({ hours, headingId }: TodayHoursPanelProps) {
  const t = useTranslations('home.hours');
  const locale = useLocale();
  const now = useMinuteNow();
  const day = useMemo(() => (now ? todayHours(hours, now) : null), [hours, now]);

  const hoursText = (h: RowHours): string => {
    if (h.kind === 'closed') return t('closed');
    if (h.kind === 'unavailable') return t('unavailable');
    return h.ranges.map((r) => t('range', { open: r.open, close: r.close })).join(' · ');
  };
  const holidayName = day?.holiday
    ? locale === 'en'
      ? (day.holiday.name.en ?? day.holiday.name.pt)
      : day.holiday.name.pt
    : null;

  return (
    <div className={styles.panel}>
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h2 id={headingId} className={styles.title}>
        {now ? t('title', { date: formatDay(now, locale) }) : t('titleUndated')}
      </h2>
      {day?.holiday && holidayName && (
        <p className={styles.holiday}>
          {day.holiday.optional ? t('optionalHoliday', { name: holidayName }) : t('holiday', { name: holidayName })}
        </p>
      )}
      <table className={styles.table}>
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('sector')}</th>
            <th scope="col">{t('hours')}</th>
          </tr>
        </thead>
        <tbody>
          {day
            ? day.rows.map((row) => (
                <tr key={row.key} data-kind={row.hours.kind} data-row={row.key}>
                  <th scope="row">{t(`sectors.${row.key}`)}</th>
                  <td>{hoursText(row.hours)}</td>
                </tr>
              ))
            : HOURS_ROWS.map((key) => (
                <tr key={key} data-row={key}>
                  <th scope="row">{t(`sectors.${key}`)}</th>
                  <td aria-hidden="true" className={styles.pending}>
                    {t('range', { open: '00:00', close: '00:00' })}
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
      <noscript>
        <p>
          <a href={`#${LAYOUT_TARGETS.footer}`}>{t('withoutScript')}</a>
        </p>
      </noscript>
    </div>
  );
}
