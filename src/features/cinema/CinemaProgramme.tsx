'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { navigateSearch, useLocationSearch } from '@/components/navigation/use-location-search';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { mallDate, mallTime, nextDays } from './model/calendar';
import { PROGRAMME_DAYS, selectedDay } from './model/day-selection';
import { isPlayingOn, sessionsOn } from './model/sessions';
import { calendarDateToInstant } from '@/lib/time/calendar-date';
import { DayPicker } from './DayPicker';
import { MovieListing } from './MovieListing';
import type { MovieSummary } from './movie-types';
import styles from './CinemaProgramme.module.css';

/** The day's programme: the movies in their run that day, those with sessions first, then by title. */
export function programmeOn(movies: readonly MovieSummary[], day: string, locale: string) {
  return movies
    .flatMap((movie) => (isPlayingOn(movie, day) ? [{ movie, sessions: sessionsOn(movie, day) }] : []))
    .sort(
      (a, b) =>
        Number(b.sessions.length > 0) - Number(a.sessions.length > 0) ||
        a.movie.title.localeCompare(b.movie.title, locale),
    );
}

/**
 * The cinema's programme for one day of the coming week (`?dia=`, today by
 * default, in the mall's time zone), with today's started sessions marked.
 * Computed in the browser: the page is cached and cannot know the day
 * (ADR 0025). Until then the region keeps its room; without JavaScript,
 * `withoutScript` says where each movie's week is.
 */
export function CinemaProgramme({
  movies,
  withoutScript,
}: {
  movies: readonly MovieSummary[];
  withoutScript: ReactNode;
}) {
  const now = useMinuteNow();
  const search = useLocationSearch();
  const t = useTranslations('cinema');
  const format = useFormatter();
  const locale = useLocale();
  if (!now) return <CinemaProgrammePending withoutScript={withoutScript} />;

  const today = mallDate(now);
  const day = selectedDay(search?.get('dia') ?? undefined, today);
  const startedUntil = day === today ? mallTime(now) : null;
  const programme = programmeOn(movies, day, locale);
  const dayLabel = format.dateTime(calendarDateToInstant(day), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'America/Sao_Paulo',
  });
  const choose = (next: string) => {
    // The whole week is in the page: the history API changes the URL, no request is made.
    navigateSearch(new URLSearchParams(next === today ? {} : { dia: next }), 'push');
  };

  return (
    <>
      <h2 id="programacao" className={styles.heading}>
        {t('sessionsOf', { date: dayLabel })}
      </h2>
      <DayPicker days={nextDays(today, PROGRAMME_DAYS)} selected={day} onSelect={choose} />
      {programme.length > 0 ? (
        <ul className={styles.movies}>
          {programme.map(({ movie, sessions }, index) => (
            <li key={movie.id}>
              <MovieListing
                movie={movie}
                date={day}
                sessions={sessions}
                startedUntil={startedUntil}
                priority={index < 2}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('noMoviesOnDay')}</p>
      )}
    </>
  );
}

/** The programme's room before the browser knows the day (also the server's HTML). */
export function CinemaProgrammePending({ withoutScript }: { withoutScript: ReactNode }) {
  const t = useTranslations('cinema');
  return (
    <div className={styles.pending}>
      <h2 id="programacao" className={styles.heading}>
        {t('nowShowing')}
      </h2>
      <noscript>{withoutScript}</noscript>
    </div>
  );
}
