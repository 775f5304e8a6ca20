import type { ContentImage } from '../../components/page/types';

/** What a list, a card or a "read next" box shows of an article. */
export interface ArticleSummary {
  id: string;
  title: string;
  slug: string;
  /** publication date, YYYY-MM-DD */
  date: string;
  excerpt?: string | null;
  category?: { name: string; slug: string } | null;
  cover?: ContentImage | null;
}

/**
 * A calendar date from the CMS as an instant at noon in the mall's zone, so
 * formatting it in any time zone between UTC−12 and UTC+11 gives the same day.
 */
export function calendarDateToInstant(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00-03:00`);
}
