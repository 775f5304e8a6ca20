import { AgeRatingBadge, MovieDuration, MoviePoster, type MovieSummary } from '@/features/cinema';
import { Link } from '@/i18n/navigation';
import styles from './MoviesToday.module.css';

/** A movie's poster, title and facts: the part of its card that does not depend on the time. */
export function MovieTodayCard({ movie }: { movie: MovieSummary }) {
  return (
    <>
      <MoviePoster
        poster={movie.poster}
        sizes="(min-width: 64rem) 14rem, 42vw"
        rounded={false}
        classNames={{ frame: styles.poster, image: styles.posterImage, placeholder: styles.posterFallback }}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={{ pathname: '/cinema/[slug]', params: { slug: movie.slug } }} className={styles.link}>
            {movie.title}
          </Link>
        </h3>
        <p className={styles.meta}>
          <AgeRatingBadge rating={movie.ageRating} />
          {movie.durationMinutes ? (
            <span>
              <MovieDuration minutes={movie.durationMinutes} />
            </span>
          ) : null}
        </p>
      </div>
    </>
  );
}
