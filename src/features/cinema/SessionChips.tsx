import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { AddToCalendar, sessionCalendarHref } from '@/features/events';
import type { MovieSession } from '@/lib/content';
import { groupByFormatAndAudio } from './model/sessions';
import { sessionTags } from './model/session-tags';
import { calendarDateToInstant } from '@/lib/time/calendar-date';
import { SessionTags } from './SessionTags';
import styles from './SessionChips.module.css';

interface SessionChipsProps {
  movieTitle: string;
  /** the day's sessions */
  sessions: readonly MovieSession[];
  date: string;
  /** the day as the ticket links name it; by default `date` formatted (a weekday for the regular week) */
  dayLabel?: string;
  /** sessions of `date` at or before this `HH:MM` have started (today only) */
  startedUntil?: string | null;
  /** with it, each session still to come gets "add to calendar" */
  movieSlug?: string;
}

/**
 * A day's sessions as time chips grouped by format and audio, each group
 * labelled with its text chips ("3D", "DUB"), a session's accessibility
 * chips ("LIBRAS") right under its time. A chip links to the ticket seller;
 * its accessible name says movie, day, time and room.
 */
export function SessionChips({ movieTitle, sessions, date, dayLabel, startedUntil, movieSlug }: SessionChipsProps) {
  const t = useTranslations('cinema');
  const tCalendar = useTranslations('events.calendar');
  const locale = useLocale();
  const format = useFormatter();
  const day =
    dayLabel ??
    format.dateTime(calendarDateToInstant(date), { day: 'numeric', month: 'long', timeZone: 'America/Sao_Paulo' });
  if (sessions.length === 0) return <p className={styles.none}>{t('noSessionsOnDay')}</p>;
  return (
    <div className={styles.groups}>
      {groupByFormatAndAudio(sessions).map((group) => (
        <div key={`${group.format}-${group.audio}`} className={styles.group}>
          <div className={styles.groupLabel}>
            <SessionTags tags={sessionTags({ format: group.format, audio: group.audio, accessibility: [] })} />
            <span className={styles.groupCount}>{t('sessionsCount', { count: group.sessions.length })}</span>
          </div>
          <ul className={styles.chips}>
            {group.sessions.map((session) => {
              const started = startedUntil != null && session.time <= startedUntil;
              const name = t('buyFor', { movie: movieTitle, date: day, time: session.time, room: session.room });
              return (
                <li key={`${session.time}-${session.room}`} className={styles.chipItem}>
                  {started || !session.ticketUrl ? (
                    <span className={[styles.chip, started ? styles.started : ''].join(' ')}>
                      <time>{session.time}</time>
                      {started ? <span className="visually-hidden"> ({t('sessionStarted')})</span> : null}
                    </span>
                  ) : (
                    <a
                      href={session.ticketUrl}
                      className={styles.chip}
                      aria-label={name}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <time>{session.time}</time>
                    </a>
                  )}
                  <SessionTags tags={session.accessibility} className={styles.features} />
                  {movieSlug && !started ? (
                    <AddToCalendar
                      variant="compact"
                      icsHref={sessionCalendarHref(locale, movieSlug, date, session.time, 'ics')}
                      googleHref={sessionCalendarHref(locale, movieSlug, date, session.time, 'google')}
                      accessibleName={tCalendar('addToCalendarFor', {
                        title: movieTitle,
                        date: `${day} ${session.time}`,
                      })}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
