import { useFormatter, useTranslations } from 'next-intl';
import { calendarDateToInstant } from '@/lib/time/calendar-date';
import { SessionChips } from './SessionChips';
import type { ProgrammeDay } from './SessionTable';
import styles from './CompactSessions.module.css';

interface CompactSessionsProps {
  movieTitle: string;
  days: readonly ProgrammeDay[];
  /** as in `SessionTable`: null for the regular week, by weekday */
  today: string | null;
  nowTime: string | null;
  /** "add to calendar" beside each session to come (not for the regular week, which has no dates) */
  movieSlug?: string;
}

/**
 * A movie's week on a phone: a heading a day, then its sessions grouped by
 * format and audio as rows of time chips ("3D DUB: 14:00 17:30 20:10"), each
 * chip the ticket link. A week of 35 sessions is seven short blocks, not 35
 * identical buttons; headings let a screen reader jump from day to day.
 */
export function CompactSessions({ movieTitle, days, today, nowTime, movieSlug }: CompactSessionsProps) {
  const t = useTranslations('cinema');
  const format = useFormatter();
  const playing = days.filter((d) => d.sessions.length > 0);
  if (playing.length === 0) return null;
  return (
    <div className={styles.days}>
      {playing.map(({ date, sessions }) => {
        const instant = calendarDateToInstant(date);
        const dayName = format.dateTime(instant, { weekday: 'long', timeZone: 'America/Sao_Paulo' });
        const dayDate = format.dateTime(instant, { day: 'numeric', month: 'long', timeZone: 'America/Sao_Paulo' });
        const heading =
          today === null ? dayName : date === today ? `${t('today')}, ${dayDate}` : `${dayName}, ${dayDate}`;
        const id = `sessoes-${date}`;
        return (
          <section key={date} aria-labelledby={id} className={styles.day}>
            <h3 id={id} className={styles.heading}>
              {heading}
            </h3>
            <SessionChips
              movieTitle={movieTitle}
              sessions={sessions}
              date={date}
              dayLabel={today === null ? dayName : dayDate}
              startedUntil={date === today ? nowTime : null}
              {...(movieSlug && today !== null ? { movieSlug } : {})}
            />
          </section>
        );
      })}
    </div>
  );
}
