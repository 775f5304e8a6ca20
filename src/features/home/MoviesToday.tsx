import type { ReactNode } from 'react';
import type { MovieSummary } from '@/features/cinema';
import { MovieTodayCard } from './MovieTodayCard';
import { movieSchedule } from './movies-today';
import { MoviesTodayRail } from './MoviesTodayRail';

interface MoviesTodayProps {
  /** the movies in theaters; the browser picks those with sessions today, as /cinema does */
  movies: readonly MovieSummary[];
  /** every one of today's movies unless capped (stories) */
  maxMovies?: number;
  empty: ReactNode;
  programme: ReactNode;
}

/** "Em cartaz hoje": the cards are rendered here, the choice of movies and times in the browser. */
export function MoviesToday({ movies, maxMovies = Number.POSITIVE_INFINITY, empty, programme }: MoviesTodayProps) {
  const cards = Object.fromEntries(movies.map((movie) => [movie.id, <MovieTodayCard key={movie.id} movie={movie} />]));
  const schedules = movies.map(movieSchedule);
  return (
    <MoviesTodayRail schedules={schedules} cards={cards} maxMovies={maxMovies} empty={empty} programme={programme} />
  );
}
