import type { MovieListingFieldsFragment } from '@generated/graphql';
import { parseSessions } from './model/read-sessions';
import { isAgeRating, type MovieSummary } from './movie-types';

/** A listable movie from the CMS; one without title, slug, rating or start date is skipped. */
export function toMovieSummary(r: MovieListingFieldsFragment): MovieSummary | null {
  if (!r.title || !r.slug || !r.startsOn || !isAgeRating(r.ageRating)) return null;
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    genre: r.genre,
    durationMinutes: r.durationMinutes,
    ageRating: r.ageRating,
    poster: r.poster?.responsiveImage ?? null,
    trailerUrl: r.trailerUrl ?? null,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    sessions: parseSessions(r.sessions),
  };
}
