import type { MovieSession } from '@/lib/content';
import { Link } from '@/i18n/navigation';
import { AgeRatingBadge } from './AgeRatingBadge';
import { MoviePoster } from './MoviePoster';
import { MovieDuration } from './MovieDuration';
import { SessionChips } from './SessionChips';
import { TrailerDialog } from './TrailerDialog';
import type { MovieSummary } from './movie-types';
import styles from './MovieListing.module.css';

interface MovieListingProps {
  movie: MovieSummary;
  date: string;
  /** the day's sessions; null for a film not showing that day (coming soon): `note` says when it opens */
  sessions: readonly MovieSession[] | null;
  note?: string | null;
  startedUntil?: string | null;
  priority?: boolean;
  /** 3 under a heading of its own ("Coming soon") */
  headingLevel?: 2 | 3;
}

/** A movie in the day's programme: poster, title, rating, facts and the day's sessions (or when it opens). */
export function MovieListing({
  movie,
  date,
  sessions,
  note,
  startedUntil,
  priority = false,
  headingLevel = 2,
}: MovieListingProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className={styles.movie} aria-labelledby={`filme-${movie.id}`}>
      <MoviePoster
        poster={movie.poster}
        sizes="(min-width: 48rem) 12rem, 8rem"
        priority={priority}
        classNames={{ frame: styles.poster, image: styles.posterImage, placeholder: styles.posterPlaceholder }}
      />
      <div className={styles.body}>
        <div className={styles.heading}>
          <Heading id={`filme-${movie.id}`} className={styles.title}>
            <Link href={{ pathname: '/cinema/[slug]', params: { slug: movie.slug } }} className={styles.titleLink}>
              {movie.title}
            </Link>
          </Heading>
          <AgeRatingBadge rating={movie.ageRating} />
        </div>
        <p className={styles.facts}>
          {movie.genre ? <span>{movie.genre}</span> : null}
          {movie.durationMinutes ? (
            <span>
              <MovieDuration minutes={movie.durationMinutes} />
            </span>
          ) : null}
        </p>
        {movie.trailerUrl ? (
          <TrailerDialog
            movieTitle={movie.title}
            trailerUrl={movie.trailerUrl}
            posterUrl={movie.poster?.src ?? null}
            variant="link"
          />
        ) : null}
        {note ? <p className={styles.note}>{note}</p> : null}
        {sessions ? (
          <SessionChips
            movieTitle={movie.title}
            movieSlug={movie.slug}
            sessions={sessions}
            date={date}
            startedUntil={startedUntil}
          />
        ) : null}
      </div>
    </article>
  );
}
