import 'server-only';
import { cacheLife } from 'next/cache';

/**
 * The instant a film page's structured data counts "coming" screenings from
 * (ADR 0067). The one server-side read of the clock: cached for an hour, so
 * a page that holds it is regenerated at most an hour after it was rendered
 * and its ScreeningEvents never lag far behind. The visible sessions still
 * come from the browser's clock (ADR 0025).
 */
export async function screeningsClock(): Promise<string> {
  'use cache';
  cacheLife('hours');
  return new Date().toISOString();
}
