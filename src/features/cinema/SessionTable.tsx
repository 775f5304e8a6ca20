import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { AddToCalendar, sessionCalendarHref } from '@/features/events';
import type { MovieSession } from '@/lib/content';
import { calendarDateToInstant } from '@/lib/time/calendar-date';
import { sessionTags } from './model/session-tags';
import { SessionTags } from './SessionTags';
import styles from './SessionTable.module.css';

export interface ProgrammeDay {
  date: string;
  sessions: readonly MovieSession[];
}

interface SessionTableProps {
  movieTitle: string;
  days: readonly ProgrammeDay[];
  /**
   * today's date and the mall's current time: today's started sessions are not
   * sold. Null before the browser knows them: the rows are the regular week,
   * by weekday, without dates.
   */
  today: string | null;
  nowTime: string | null;
  /** "add to calendar" beside each session's ticket, once the rows are real dates (not the regular week) */
  movieSlug?: string;
}

/**
 * A movie's sessions for the week as one table (wide screens; a phone gets
 * `CompactSessions`), a row group per day with the day as its row header, so
 * a screen reader announces "Saturday 22, 14:00, Room 3…". Days without
 * sessions are left out. Native table semantics only: no ARIA roles on table
 * elements (the validator refuses them, and the table keeps its display).
 */
export function SessionTable({ movieTitle, days, today, nowTime, movieSlug }: SessionTableProps) {
  const t = useTranslations('cinema');
  const tCalendar = useTranslations('events.calendar');
  const locale = useLocale();
  const tButtons = useTranslations('buttons');
  const format = useFormatter();
  const playing = days.filter((d) => d.sessions.length > 0);
  const caption = t('table.caption', { movie: movieTitle });
  if (playing.length === 0) return null;
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col">{t('table.day')}</th>
            <th scope="col">{t('table.time')}</th>
            <th scope="col">{t('table.room')}</th>
            <th scope="col">{t('table.features')}</th>
            <th scope="col">{t('table.ticket')}</th>
          </tr>
        </thead>
        {playing.map(({ date, sessions }) => {
          const instant = calendarDateToInstant(date);
          const dayName = format.dateTime(instant, { weekday: 'long', timeZone: 'America/Sao_Paulo' });
          const dayDate = format.dateTime(instant, { day: 'numeric', month: 'long', timeZone: 'America/Sao_Paulo' });
          const relative = date === today ? t('today') : null;
          return (
            <tbody key={date} className={styles.day}>
              {sessions.map((session, index) => {
                const started = today !== null && nowTime !== null && date === today && session.time <= nowTime;
                return (
                  <tr key={`${session.time}-${session.room}`} className={styles.session}>
                    {index === 0 ? (
                      <th scope="rowgroup" rowSpan={sessions.length} className={styles.dayCell}>
                        <span className={styles.dayName}>{relative ?? dayName}</span>
                        {today ? (
                          <span className={styles.dayDate}>{relative ? `${dayName}, ${dayDate}` : dayDate}</span>
                        ) : null}
                      </th>
                    ) : null}
                    <td className={styles.time}>
                      {today ? <time dateTime={`${date}T${session.time}-03:00`}>{session.time}</time> : session.time}
                    </td>
                    <td>{session.room}</td>
                    <td>
                      <SessionTags tags={sessionTags(session)} />
                    </td>
                    <td className={styles.ticket}>
                      <span className={styles.actions}>
                        {started ? (
                          <span className={styles.started}>{t('sessionStarted')}</span>
                        ) : session.ticketUrl ? (
                          <a
                            href={session.ticketUrl}
                            className={styles.buy}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={t('buyFor', {
                              movie: movieTitle,
                              date: today ? dayDate : dayName,
                              time: session.time,
                              room: session.room,
                            })}
                          >
                            {tButtons('buyTicket')}
                          </a>
                        ) : (
                          t('table.none')
                        )}
                        {movieSlug && today !== null && !started ? (
                          <AddToCalendar
                            variant="compact"
                            placement="beside"
                            icsHref={sessionCalendarHref(locale, movieSlug, date, session.time, 'ics')}
                            googleHref={sessionCalendarHref(locale, movieSlug, date, session.time, 'google')}
                            accessibleName={tCalendar('addToCalendarFor', {
                              title: movieTitle,
                              date: `${dayDate} ${session.time}`,
                            })}
                          />
                        ) : null}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
