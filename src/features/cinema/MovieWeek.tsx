'use client';

import { useMinuteNow } from '@/components/time/use-minute-now';
import { mallDate, mallTime, nextDays } from './model/calendar';
import { PROGRAMME_DAYS } from './model/day-selection';
import { sessionsOn, sessionsOnWeekday, type MovieRun } from './model/sessions';
import { addDays, WEEKDAYS_FROM_MONDAY } from '@/lib/time/mall-clock';
import { SessionTable } from './SessionTable';

/** Any Monday: before the browser knows today, the table is the regular week from Monday. */
const REGULAR_WEEK_FROM = '2001-01-01';

/**
 * A movie's sessions over the seven days from today, today's started ones not
 * sold, computed in the browser (the page is cached: ADR 0025). The server's
 * HTML has the regular week by weekday, so the sessions are readable without
 * JavaScript.
 */
export function MovieWeek({ movieTitle, run }: { movieTitle: string; run: MovieRun }) {
  const now = useMinuteNow();
  if (!now) {
    const days = WEEKDAYS_FROM_MONDAY.map((weekday, i) => ({
      date: addDays(REGULAR_WEEK_FROM, i),
      sessions: sessionsOnWeekday(run, weekday),
    }));
    return <SessionTable movieTitle={movieTitle} days={days} today={null} nowTime={null} />;
  }
  const today = mallDate(now);
  const days = nextDays(today, PROGRAMME_DAYS).map((date) => ({ date, sessions: sessionsOn(run, date) }));
  return <SessionTable movieTitle={movieTitle} days={days} today={today} nowTime={mallTime(now)} />;
}
