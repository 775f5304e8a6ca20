import { useFormatter, useTranslations } from 'next-intl';
import type { MovieSession } from '@/lib/content';
import { calendarDateToInstant } from '@/lib/time/calendar-date';
import { SessionAccessibility } from './SessionAccessibility';
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
}

/**
 * A movie's sessions for the week as one table, a row group per day with the
 * day as its row header, so a screen reader announces "Saturday 22, 14:00,
 * Room 3…". Days without sessions are left out. On a phone the same table is
 * laid out as a card a day and a row of chips a session (room, format,
 * audio) with its 'Buy ticket' full width: nothing scrolls sideways. No
 * explicit roles: HTML forbids them on a native table's parts (W3C validator, ADR 0063).
 */
export function SessionTable({ movieTitle, days, today, nowTime }: SessionTableProps) {
  const t = useTranslations('cinema');
  const tButtons = useTranslations('buttons');
  const format = useFormatter();
  const playing = days.filter((d) => d.sessions.length > 0);
  const caption = t('table.caption', { movie: movieTitle });
  if (playing.length === 0) return <p className={styles.none}>{t('noMoviesOnDay')}</p>;
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col">{t('table.day')}</th>
            <th scope="col">{t('table.time')}</th>
            <th scope="col">{t('table.room')}</th>
            <th scope="col">{t('table.format')}</th>
            <th scope="col">{t('table.audio')}</th>
            <th scope="col">{t('table.accessibility')}</th>
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
                    <td className={styles.chip}>{session.room}</td>
                    <td className={styles.chip}>{session.format}</td>
                    <td className={styles.chip}>{t(`audio.${session.audio}`)}</td>
                    <td className={session.accessibility.length > 0 ? styles.features : styles.noFeatures}>
                      {session.accessibility.length > 0 ? (
                        <SessionAccessibility features={session.accessibility} />
                      ) : (
                        <span>{t('table.none')}</span>
                      )}
                    </td>
                    <td className={styles.ticket}>
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
                            date: dayDate,
                            time: session.time,
                            room: session.room,
                          })}
                        >
                          {tButtons('buyTicket')}
                        </a>
                      ) : (
                        t('table.none')
                      )}
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
