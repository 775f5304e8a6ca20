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
