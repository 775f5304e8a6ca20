import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { AgeRatingBadge } from '@/components/content/AgeRatingBadge';
import { CoverImage } from '@/components/content/CoverImage';
import { MovieDuration } from '@/components/content/MovieDuration';
import type { MovieToday } from './movies-today';
import styles from './MoviesToday.module.css';

interface MoviesTodayProps {
  movies: readonly MovieToday[];
  /** the localized path of a movie's page */
  movieHref: (slug: string) => string;
  /** chips shown before "+N sessões" */
  maxChips?: number;
}

/** Posters of the movies with sessions still to come today, their next times as chips. */
export function MoviesToday({ movies, movieHref, maxChips = 4 }: MoviesTodayProps) {
  const t = useTranslations('home.movies');
  return (
    <ul className={styles.rail}>
      {movies.map(({ movie, upcoming }) => {
        const shown = upcoming.slice(0, maxChips);
        const rest = upcoming.length - shown.length;
        return (
          <li key={movie.id} className={styles.card}>
            <div className={styles.poster}>
              {movie.poster ? (
                <CoverImage image={movie.poster} sizes="(min-width: 64rem) 14rem, 42vw" rounded={false} className={styles.posterImage} />
              ) : (
                <div className={styles.posterFallback} aria-hidden="true" />
              )}
            </div>
            <div className={styles.body}>
              <h3 className={styles.title}>
                <NextLink href={movieHref(movie.slug)} className={styles.link}>
                  {movie.title}
                </NextLink>
              </h3>
              <p className={styles.meta}>
                <AgeRatingBadge rating={movie.ageRating} />
                {movie.durationMinutes ? (
                  <span>
                    <MovieDuration minutes={movie.durationMinutes} />
                  </span>
                ) : null}
              </p>
              <ul className={styles.chips} aria-label={t('sessions', { title: movie.title })}>
                {shown.map((time) => (
                  <li key={time} className={styles.chip}>
                    <time>{time}</time>
                  </li>
                ))}
                {rest > 0 && <li className={styles.more}>{t('more', { count: rest })}</li>}
              </ul>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
