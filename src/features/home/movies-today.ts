import type { MovieSession } from '@/lib/content';
import { weekdayOf, hasStarted, isPlayingOn, type MovieRun } from '@/features/cinema';

/** A session as "showing today" sees it: rooms, formats and ticket links stay out of the page's payload. */
export type SessionSlot = Pick<MovieSession, 'weekday' | 'time'>;

/** What deciding "showing today" needs of a movie: its run, its weekly times and its title (for ties). */
export interface MovieSchedule extends Pick<MovieRun, 'startsOn' | 'endsOn'> {
  id: string;
  title: string;
  /** the valid sessions of the weekly programme, each weekday and time once */
  slots: readonly SessionSlot[];
}

/**
 * The compact schedule the browser needs to pick today's movies: computed on
 * the server, so the cached page carries each weekly time once and nothing else.
 */
export function movieSchedule({
  id,
  title,
  startsOn,
  endsOn,
  sessions,
}: MovieRun & { id: string; title: string }): MovieSchedule {
  const seen = new Set<string>();
  const slots: SessionSlot[] = [];
  for (const { weekday, time } of sessions) {
    if (seen.has(`${weekday} ${time}`)) continue;
    seen.add(`${weekday} ${time}`);
    slots.push({ weekday, time });
  }
  return { id, title, startsOn, endsOn, slots };
}

export interface MovieToday<M extends MovieSchedule = MovieSchedule> {
  movie: M;
  /** today's sessions not started yet, "HH:MM", earliest first, each time once */
  upcoming: string[];
}

/**
 * Today's movies, as /cinema lists them for today: every movie in its run
 * with a session today (isPlayingOn and the day's sessions, the programme's
 * own rule), with the sessions not started at `nowTime` (the mall's clock).
 * Those with a session still to come first, soonest first; then those whose
 * sessions today are over.
 */
export function moviesToday<M extends MovieSchedule>(
  movies: readonly M[],
  today: string,
  nowTime: string,
): MovieToday<M>[] {
  const weekday = weekdayOf(today);
  return movies
    .filter((movie) => isPlayingOn(movie, today) && movie.slots.some((s) => s.weekday === weekday))
    .map((movie) => ({
      movie,
      upcoming: movie.slots
        .filter((s) => s.weekday === weekday && !hasStarted(s, today, today, nowTime))
        .map((s) => s.time)
        .sort(),
    }))
    .sort(
      (a, b) =>
        Number(a.upcoming.length === 0) - Number(b.upcoming.length === 0) ||
        (a.upcoming[0] ?? '').localeCompare(b.upcoming[0] ?? '') ||
        a.movie.title.localeCompare(b.movie.title, 'pt-BR'),
    );
}
