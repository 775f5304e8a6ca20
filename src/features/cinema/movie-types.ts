import type { MovieRun } from './model/sessions';
import type { ContentImage } from '../../components/page/types';

export const AGE_RATINGS = ['L', '10', '12', '14', '16', '18'] as const;
export type AgeRating = (typeof AGE_RATINGS)[number];

export function isAgeRating(value: unknown): value is AgeRating {
  return typeof value === 'string' && (AGE_RATINGS as readonly string[]).includes(value);
}

/** What the listing shows of a movie, with the run that decides its sessions. */
export interface MovieSummary extends MovieRun {
  id: string;
  slug: string;
  title: string;
  genre?: string | null;
  durationMinutes?: number | null;
  ageRating: AgeRating;
  poster?: ContentImage | null;
  trailerUrl?: string | null;
}
