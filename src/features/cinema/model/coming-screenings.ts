import type { MovieSession } from '@/lib/content';
import { mallDate, mallTime, nextDays } from './calendar';
import { sessionsOn, type MovieRun } from './sessions';

/** How far ahead structured data lists screenings, and at most how many per film (ADR 0067). */
export const SCREENING_EVENT_DAYS = 7;
export const SCREENING_EVENT_MAX = 30;

export interface DatedSessions {
  date: string;
  sessions: MovieSession[];
}

/**
 * The sessions still to come at `now`, by date, over the next `days` days of
 * the mall's calendar (today's started ones left out), the earliest
 * `max` of them: what a film's JSON-LD lists as ScreeningEvents.
 */
export function comingScreenings(
  run: MovieRun,
  now: Date,
  { days = SCREENING_EVENT_DAYS, max = SCREENING_EVENT_MAX }: { days?: number; max?: number } = {},
): DatedSessions[] {
  const today = mallDate(now);
  const nowTime = mallTime(now);
  const result: DatedSessions[] = [];
  let left = max;
  for (const date of nextDays(today, days)) {
    if (left <= 0) break;
    const coming = sessionsOn(run, date).filter((s) => date !== today || s.time > nowTime);
    if (coming.length === 0) continue;
    const taken = coming.slice(0, left);
    left -= taken.length;
    result.push({ date, sessions: taken });
  }
  return result;
}
