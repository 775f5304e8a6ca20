import { useTranslations } from 'next-intl';
import type { AgeRating } from './movie-types';
import styles from './AgeRatingBadge.module.css';

interface AgeRatingBadgeProps {
  rating: AgeRating;
  size?: 'md' | 'lg';
}

/**
 * The Brazilian age rating (ClassInd) in its official colours: L green,
 * 10 light blue, 12 yellow, 14 orange, 16 red, 18 black. The colour is never
 * the only cue: the badge shows the rating and names it for screen readers.
 */
export function AgeRatingBadge({ rating, size = 'md' }: AgeRatingBadgeProps) {
  const t = useTranslations('cinema.ageRating');
  const label = rating === 'L' ? t('L') : t('age', { age: rating });
  return (
    <span className={[styles.badge, styles[`r${rating}`], size === 'lg' ? styles.lg : ''].join(' ')} title={label}>
      <span aria-hidden="true">{rating}</span>
      <span className="visually-hidden">
        {t('label')}: {label}
      </span>
    </span>
  );
}
