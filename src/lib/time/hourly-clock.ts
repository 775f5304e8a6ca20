import 'server-only';
import { cacheLife } from 'next/cache';

/**
 * The server's time, read at most once an hour, for the few cached answers
 * that must move with time though nothing is published: the sitemap (its
 * latest `lastmod`, ended offers leaving, ADR 0069), a film page's coming
 * screenings in its structured data (ADR 0067), the order of the offers
 * list's first page before the browser knows the time (ADR 0087), and the
 * agenda's days until then (ADR 0094). A page that holds it is
 * regenerated within the hour. What a visitor sees of time is computed in the
 * browser (ADR 0025).
 */
export async function hourlyClock(): Promise<number> {
  'use cache';
  cacheLife('hours');
  return Date.now();
}
