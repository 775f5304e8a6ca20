import type { MovieSummary } from '@/components/content/movie-types';
import { hasStarted, sessionsOn } from '@/lib/cinema/sessions';

export interface MovieToday {
  movie: MovieSummary;
  /** today's sessions not started yet, "HH:MM", earliest first, each time once */
  upcoming: string[];
}

/**
 * The movies still to be seen today: those with a session that has not
 * started at `nowTime` (the mall's clock), soonest first.
 */
export function moviesToday(movies: readonly MovieSummary[], today: string, nowTime: string): MovieToday[] {
  return movies
    .map((movie) => ({
      movie,
      upcoming: [...new Set(sessionsOn(movie, today).filter((s) => !hasStarted(s, today, today, nowTime)).map((s) => s.time))],
    }))
    .filter((m) => m.upcoming.length > 0)
    .sort((a, b) => (a.upcoming[0] ?? '').localeCompare(b.upcoming[0] ?? '') || a.movie.title.localeCompare(b.movie.title, 'pt-BR'));
}
