/**
 * The agenda's archive: apart from ./occurrences.ts, which the home page's band loads too and which has no use
 * for it (issue 21's first-load JS).
 */
import type { EventOccurrence } from '@/lib/content';
import { hasEnded } from './occurrences';

/** Ended events, the latest first. */
export function archivedEvents<T extends { occurrences: readonly EventOccurrence[] }>(
  events: readonly T[],
  now: Date,
): T[] {
  const lastEnd = (e: T) => e.occurrences.reduce((max, o) => (o.end > max ? o.end : max), '');
  return events.filter((e) => hasEnded(e, now)).sort((a, b) => lastEnd(b).localeCompare(lastEnd(a)));
}
