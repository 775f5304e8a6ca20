'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useMallNow } from '@/components/layout/use-mall-now';
import { MALL_TIME_ZONE } from '@/lib/time/mall-clock';
import { todayHours, type RowHours, type TodayHoursInput } from './today-hours';
import styles from './TodayHoursPanel.module.css';

interface TodayHoursPanelProps {
  hours: TodayHoursInput;
  /** the server's instant (ISO): the first render matches the server's HTML */
  renderedAt: string;
  headingId: string;
}

function formatDay(now: Date, locale: string): string {
  if (locale === 'en') {
    return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: MALL_TIME_ZONE }).format(now);
  }
  const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: MALL_TIME_ZONE }).format(now);
  const date = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: MALL_TIME_ZONE }).format(now);
  return `${weekday} ${date}`;
}

/**
 * "Hoje, domingo 22/11": the mall's and each sector's hours today, holidays
 * applied. It follows the mall's clock, so a page left open past midnight
 * turns to the new day by itself.
 */
export function TodayHoursPanel({ hours, renderedAt, headingId }: TodayHoursPanelProps) {
  const t = useTranslations('home.hours');
  const locale = useLocale();
  const now = useMallNow(renderedAt);
  const day = useMemo(() => todayHours(hours, now), [hours, now]);
  const dayLabel = formatDay(now, locale);

  const hoursText = (h: RowHours): string => {
    if (h.kind === 'closed') return t('closed');
    if (h.kind === 'unavailable') return t('unavailable');
    return h.ranges.map((r) => t('range', { open: r.open, close: r.close })).join(' · ');
  };
  const holidayName = day.holiday ? (locale === 'en' ? (day.holiday.name.en ?? day.holiday.name.pt) : day.holiday.name.pt) : null;

  return (
    <div className={styles.panel}>
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h2 id={headingId} className={styles.title}>
        {t('title', { date: dayLabel })}
      </h2>
      {day.holiday && holidayName && (
        <p className={styles.holiday}>{day.holiday.optional ? t('optionalHoliday', { name: holidayName }) : t('holiday', { name: holidayName })}</p>
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
          {day.rows.map((row) => (
            <tr key={row.key} data-kind={row.hours.kind} data-row={row.key}>
              <th scope="row">{t(`sectors.${row.key}`)}</th>
              <td>{hoursText(row.hours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
