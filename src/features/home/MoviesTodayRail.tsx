'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { mallDate, mallTime } from '@/features/cinema';
import { moviesToday, type MovieSchedule } from './movies-today';
import styles from './MoviesToday.module.css';

interface MoviesTodayRailProps {
  schedules: readonly MovieSchedule[];
  /** each movie's card, rendered on the server, by movie id */
  cards: Readonly<Record<string, ReactNode>>;
  maxMovies: number;
  /** chips shown before "+N sessões" */
  maxChips?: number;
  /** what to say when no session is left today */
  empty: ReactNode;
  /** where the whole programme is, for visitors without JavaScript */
  programme: ReactNode;
}

/**
 * Today's movies, the same as /cinema lists for today, their sessions still
 * to come as chips (or "today's sessions are over").
 * Which ones, the browser decides: the page is cached and cannot know the
 * time (ADR 0025). Until then the rail keeps its place with empty cards, and
 * without JavaScript it points to the programme.
 */
export function MoviesTodayRail({ schedules, cards, maxMovies, maxChips = 4, empty, programme }: MoviesTodayRailProps) {
  const t = useTranslations('home.movies');
  const now = useMinuteNow();
  if (!now) {
    return (
      <>
        <ul className={styles.rail} aria-hidden="true">
          {schedules.slice(0, maxMovies).map((s) => (
            <li key={s.id} className={`${styles.card} ${styles.pending}`}>
              <div className={styles.poster} />
              <div className={styles.body} />
            </li>
          ))}
        </ul>
        <noscript>{programme}</noscript>
      </>
    );
  }
  const showing = moviesToday(schedules, mallDate(now), mallTime(now)).slice(0, maxMovies);
  if (showing.length === 0) return <>{empty}</>;
  return (
    <ul className={styles.rail}>
      {showing.map(({ movie, upcoming }) => {
        const shown = upcoming.slice(0, maxChips);
        const rest = upcoming.length - shown.length;
        return (
          <li key={movie.id} className={styles.card}>
            {cards[movie.id]}
            <ul className={styles.chips} aria-label={t('sessions', { title: movie.title })}>
              {upcoming.length === 0 ? <li className={styles.more}>{t('over')}</li> : null}
              {shown.map((time) => (
                <li key={time} className={styles.chip}>
                  <time>{time}</time>
                </li>
              ))}
              {rest > 0 && <li className={styles.more}>{t('more', { count: rest })}</li>}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
