/**
 * "Leia também": articles of the same season as the one being read (ADR 0066). The page is cached and never
 * reads a clock, so the season is the article's own date: suggestions come from a window of days around it,
 * the same category first, then the closest in time; an article outside the window (June's Valentine's Day
 * under a November article) is never suggested, even when that leaves fewer than `count`.
 */

export interface RelatedCandidate {
  id: string;
  /** publication date, YYYY-MM-DD */
  date: string;
  category?: { slug: string } | null;
}

export const RELATED_WINDOW_DAYS = 60;
export const RELATED_COUNT = 3;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/** The dates a candidate may have, for the query (the pick applies the same window). */
export function seasonWindow(isoDate: string, windowDays = RELATED_WINDOW_DAYS): { from: string; to: string } {
  const at = (days: number) => new Date((dayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);
  return { from: at(-windowDays), to: at(windowDays) };
}

export function pickRelatedArticles<T extends RelatedCandidate>(
  current: RelatedCandidate,
  candidates: readonly T[],
  { count = RELATED_COUNT, windowDays = RELATED_WINDOW_DAYS } = {},
): T[] {
  const reference = dayNumber(current.date);
  const category = current.category?.slug ?? null;
  return candidates
    .filter((c) => c.id !== current.id && !Number.isNaN(dayNumber(c.date)))
    .map((c) => ({
      c,
      distance: Math.abs(dayNumber(c.date) - reference),
      same: !!category && c.category?.slug === category,
    }))
    .filter(({ distance }) => distance <= windowDays)
    .sort(
      (a, b) =>
        Number(b.same) - Number(a.same) ||
        a.distance - b.distance ||
        // equally close: the newer one
        b.c.date.localeCompare(a.c.date),
    )
    .slice(0, count)
    .map(({ c }) => c);
}
