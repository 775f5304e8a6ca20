import { useLocale, useTranslations } from 'next-intl';
import type { WeekSchedule } from '@/features/opening-hours';
import { formatDate } from '@/lib/time/format-date';
import styles from './WeeklyHoursTable.module.css';

interface WeeklyHoursTableProps {
  week: WeekSchedule;
  /**
   * today's date in the mall ("YYYY-MM-DD"), marked in the table; null before
   * the browser knows it: the regular week, without dates or holidays
   */
  today: string | null;
}

/**
 * The week's hours as a table a screen reader can walk (weekday → hours),
 * with today marked in words and holidays named on their day.
 */
export function WeeklyHoursTable({ week, today }: WeeklyHoursTableProps) {
  const t = useTranslations('places');
  const tDays = useTranslations('layout.hours.weekdays');
  const locale = useLocale();

  if (week.status !== 'ok') {
    return (
      <p className={styles.notice} data-status={week.status}>
        {week.status === 'unavailable' ? t('hoursUnavailable') : t('hoursInvalid')}
      </p>
    );
  }

  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('hoursCaption')}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('day')}</th>
          <th scope="col">{t('hours')}</th>
        </tr>
      </thead>
      <tbody>
        {week.days.map((day) => {
          const isToday = day.date === today;
          const holidayName =
            today && day.holiday
              ? locale === 'en' && day.holiday.name.en
                ? day.holiday.name.en
                : day.holiday.name.pt
              : null;
          return (
            <tr
              key={day.date}
              className={isToday ? styles.today : undefined}
              aria-current={isToday ? 'date' : undefined}
            >
              <th scope="row" className={styles.day}>
                <span className={styles.dayName}>{tDays(day.weekday)}</span>
                {today ? (
                  <span className={styles.dateLine}>
                    <span className={styles.date}>{formatDate(day.date, locale, 'dayMonth')}</span>
                    {isToday ? <span className={styles.todayChip}>{t('today')}</span> : null}
                  </span>
                ) : null}
                {holidayName ? (
                  <span className={styles.holiday}>
                    {day.holiday?.optional
                      ? t('optionalHoliday', { name: holidayName })
                      : t('holiday', { name: holidayName })}
                  </span>
                ) : null}
              </th>
              <td className={styles.hours}>
                {day.ranges.length === 0 ? (
                  <span className={styles.closed}>{t('closed')}</span>
                ) : (
                  <ul className={styles.ranges}>
                    {day.ranges.map((r) => (
                      <li key={`${r.open}-${r.close}`}>
                        {t('range', { open: r.open, close: r.close })}
                        {r.overnight ? <span className={styles.overnight}>{t('overnight')}</span> : null}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
