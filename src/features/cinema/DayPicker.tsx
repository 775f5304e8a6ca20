import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/time/format-date';
import { Link } from '@/i18n/navigation';
import { calendarDateToInstant } from '@/lib/time/calendar-date';
import styles from './DayPicker.module.css';

interface DayPickerProps {
  /** the days offered, today first (YYYY-MM-DD in the mall's zone) */
  days: readonly string[];
  selected: string;
  /** with JavaScript: show the day in place (the programme is in the page) instead of following the link */
  onSelect?: (day: string) => void;
}

/**
 * The programme's days as links (`/cinema?dia=YYYY-MM-DD`): no JavaScript
 * needed, shareable, and the selected day is `aria-current="date"`.
 */
export function DayPicker({ days, selected, onSelect }: DayPickerProps) {
  const t = useTranslations('cinema');
  const format = useFormatter();
  const locale = useLocale();
  const today = days[0];
  return (
    <nav aria-label={t('dayPickerLabel')} className={styles.picker}>
      <ul className={styles.list}>
        {days.map((day, index) => {
          const instant = calendarDateToInstant(day);
          const relative = index === 0 ? t('today') : index === 1 ? t('tomorrow') : null;
          const weekday = format.dateTime(instant, { weekday: 'short', timeZone: 'America/Sao_Paulo' });
          const date = formatDate(day, locale, 'dayMonth');
          const fullDate = format.dateTime(instant, {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            timeZone: 'America/Sao_Paulo',
          });
          return (
            <li key={day}>
              <Link
                href={day === today ? '/cinema' : { pathname: '/cinema', query: { dia: day } }}
                aria-current={day === selected ? 'date' : undefined}
                className={styles.day}
                scroll={false}
                // the week is in the page: nothing to fetch ahead
                prefetch={false}
                onClick={
                  onSelect
                    ? (event) => {
                        event.preventDefault();
                        onSelect(day);
                      }
                    : undefined
                }
              >
                {/* the accessible name starts with the visible text (WCAG 2.5.3) and adds the full date */}
                <span className={styles.weekday}>{relative ?? weekday.replace('.', '')}</span>{' '}
                <span className={styles.date}>{date}</span> <span className="visually-hidden">({fullDate})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
