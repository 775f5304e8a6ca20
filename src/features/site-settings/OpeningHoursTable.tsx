import { useTranslations } from 'next-intl';
import type { TimeRange } from '@/lib/content';
import type { WeeklyHoursRow } from './weekly-hours';
import styles from './OpeningHoursTable.module.css';

export function useFormatRanges() {
  const t = useTranslations('layout.hours');
  return (ranges: TimeRange[]) =>
    ranges.length === 0 ? t('closed') : ranges.map((r) => t('range', { open: r.open, close: r.close })).join(', ');
}

/** The mall's week as a scannable table; today's row is marked in words, not colour alone. */
export function OpeningHoursTable({ rows, caption }: { rows: WeeklyHoursRow[]; caption?: string }) {
  const t = useTranslations('layout.hours');
  const formatRanges = useFormatRanges();
  return (
    <table className={styles.table}>
      <caption className={caption ? styles.caption : 'visually-hidden'}>{caption ?? t('caption')}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('day')}</th>
          <th scope="col">{t('hours')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.day}
            className={row.isToday ? styles.today : undefined}
            aria-current={row.isToday ? 'date' : undefined}
          >
            <th scope="row">
              {t(`weekdays.${row.day}`)}
              {row.isToday ? <span className={styles.todayBadge}>{t('today')}</span> : null}
            </th>
            <td>
              {row.holiday ? (
                <>
                  <span className={styles.holiday}>{row.holiday.name}</span> {formatRanges(row.holiday.ranges)}
                </>
              ) : (
                formatRanges(row.ranges)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
