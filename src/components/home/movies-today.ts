import { hasStarted, sessionsOn, type MovieRun } from '@/lib/cinema/sessions';

/** What deciding "showing today" needs of a movie: its run, its weekly sessions and its title (for ties). */
export interface MovieSchedule extends MovieRun {
  id: string;
  title: string;
}

export interface MovieToday<M extends MovieSchedule = MovieSchedule> {
  movie: M;
  /** today's sessions not started yet, "HH:MM", earliest first, each time once */
  upcoming: string[];
}

/**
 * The movies still to be seen today: those with a session that has not
 * started at `nowTime` (the mall's clock), soonest first.
 */
export function moviesToday<M extends MovieSchedule>(movies: readonly M[], today: string, nowTime: string): MovieToday<M>[] {
  return movies
    .map((movie) => ({
      movie,
      upcoming: [...new Set(sessionsOn(movie, today).filter((s) => !hasStarted(s, today, today, nowTime)).map((s) => s.time))],
    }))
    .filter((m) => m.upcoming.length > 0)
    .sort((a, b) => (a.upcoming[0] ?? '').localeCompare(b.upcoming[0] ?? '') || a.movie.title.localeCompare(b.movie.title, 'pt-BR'));
}
