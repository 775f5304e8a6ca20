'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { navigateSearch, useLocationSearch } from '@/components/navigation/use-location-search';
import { useMinuteNow } from '@/components/time/use-minute-now';
import { Link } from '@/i18n/navigation';
import { mallDate, mallTime, nextDays } from './model/calendar';
import { PROGRAMME_DAYS, selectedDay } from './model/day-selection';
import {
  filterSessions,
  isFiltering,
  parseSessionFilter,
  withSessionFilter,
  type SessionFilter,
} from './model/session-filters';
import { isPlayingOn, sessionsOn } from './model/sessions';
import { calendarDateToInstant } from '@/lib/time/calendar-date';
import { AgeRatingBadge } from './AgeRatingBadge';
import { DayPicker } from './DayPicker';
import { MovieListing } from './MovieListing';
import { SessionFilters } from './SessionFilters';
import { SessionTagLegend } from './SessionTagLegend';
import type { MovieSummary } from './movie-types';
import styles from './CinemaProgramme.module.css';

/**
 * The day's programme: the movies in their run that day with a session the
 * filter accepts (without a filter, every movie of the run, those with
 * sessions first), then by title.
 */
export function programmeOn(movies: readonly MovieSummary[], day: string, locale: string, filter?: SessionFilter) {
  const filtering = filter !== undefined && isFiltering(filter);
  return movies
    .flatMap((movie) => {
      if (!isPlayingOn(movie, day)) return [];
      const sessions = filter ? filterSessions(sessionsOn(movie, day), filter) : sessionsOn(movie, day);
      return filtering && sessions.length === 0 ? [] : [{ movie, sessions }];
    })
    .sort(
      (a, b) =>
        Number(b.sessions.length > 0) - Number(a.sessions.length > 0) ||
        a.movie.title.localeCompare(b.movie.title, locale),
    );
}

/** Movies whose run starts after `day`: listed under "Coming soon", so no film of the page goes missing. */
export function comingAfter(movies: readonly MovieSummary[], day: string, locale: string) {
  return movies
    .filter((movie) => movie.startsOn > day)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.title.localeCompare(b.title, locale));
}

/**
 * The cinema's programme for one day of the coming week (`?dia=`, today by
 * default, in the mall's time zone), filtered by the session filters of the
 * URL (ADR 0068), with today's started sessions marked, then the films still
 * to open. Computed in the browser: the page is cached and cannot know the
 * day (ADR 0025). Until then, and without JavaScript, every film is listed
 * as a link to its week.
 */
export function CinemaProgramme({ movies }: { movies: readonly MovieSummary[] }) {
  const now = useMinuteNow();
  const search = useLocationSearch();
  const t = useTranslations('cinema');
  const format = useFormatter();
  const locale = useLocale();
  if (!now) return <CinemaProgrammePending movies={movies} />;

  const today = mallDate(now);
  const day = selectedDay(search?.get('dia') ?? undefined, today);
  const filter = parseSessionFilter(search ?? new URLSearchParams());
  const startedUntil = day === today ? mallTime(now) : null;
  const programme = programmeOn(movies, day, locale, filter);
  const coming = comingAfter(movies, day, locale);
  const formatDate = (iso: string, withWeekday: boolean) =>
    format.dateTime(calendarDateToInstant(iso), {
      ...(withWeekday ? { weekday: 'long' } : {}),
      day: 'numeric',
      month: 'long',
      timeZone: 'America/Sao_Paulo',
    });
  const choose = (next: string) => {
    // The whole week is in the page: the history API changes the URL, no request is made.
    const params = new URLSearchParams(window.location.search);
    if (next === today) params.delete('dia');
    else params.set('dia', next);
    navigateSearch(params, 'push');
  };

  return (
    <>
      <h2 id="programacao" className={styles.heading}>
        {t('sessionsOf', { date: formatDate(day, true) })}
      </h2>
      <DayPicker days={nextDays(today, PROGRAMME_DAYS)} selected={day} onSelect={choose} />
      <SessionFilters
        filter={filter}
        onChange={(next) =>
          navigateSearch(withSessionFilter(new URLSearchParams(window.location.search), next), 'replace')
        }
      />
      <SessionTagLegend />
      <p className="visually-hidden" aria-live="polite">
        {programme.length > 0 ? t('moviesCount', { count: programme.length }) : null}
      </p>
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
        <p className={styles.empty} role="status">
          {isFiltering(filter) ? t('filters.noMatchDay') : t('noMoviesOnDay')}
        </p>
      )}
      {coming.length > 0 ? (
        <section aria-labelledby="em-breve" className={styles.coming}>
          <h2 id="em-breve" className={styles.heading}>
            {t('comingSoon')}
          </h2>
          <ul className={styles.movies}>
            {coming.map((movie) => (
              <li key={movie.id}>
                <MovieListing
                  movie={movie}
                  date={day}
                  sessions={null}
                  headingLevel={3}
                  note={t('premiere', { date: formatDate(movie.startsOn, false) })}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * The programme's room before the browser knows the day (also the server's
 * HTML, what crawlers and visitors without JavaScript read): every film as a
 * link to its page, where its regular week is.
 */
export function CinemaProgrammePending({ movies }: { movies: readonly MovieSummary[] }) {
  const t = useTranslations('cinema');
  return (
    <div className={styles.pending}>
      <h2 id="programacao" className={styles.heading}>
        {t('allMovies')}
      </h2>
      <ul className={styles.links}>
        {movies.map((movie) => (
          <li key={movie.id} className={styles.link}>
            <Link href={{ pathname: '/cinema/[slug]', params: { slug: movie.slug } }} className={styles.linkTitle}>
              {movie.title}
            </Link>
            <AgeRatingBadge rating={movie.ageRating} />
            {movie.genre ? <span className={styles.linkGenre}>{movie.genre}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
