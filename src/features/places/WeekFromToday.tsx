'use client';

import { useMinuteNow } from '@/components/time/use-minute-now';
import { type MallHoursInput, type PlaceHoursInput, weekScheduleFor } from '@/features/opening-hours';
import { mallCalendarFields } from '@/lib/time/mall-clock';
import { WeeklyHoursTable } from './WeeklyHoursTable';

/** Any Monday: before the browser knows today, the table shows the regular week from Monday. */
const REGULAR_WEEK_FROM = '2001-01-01';

/**
 * A place's hours for the seven days from today (holidays marked on their
 * date), computed in the browser because a cached page cannot know today
 * (ADR 0025). The server's HTML carries the regular week, Monday first, so
 * the hours are there without JavaScript, in a table of the same size.
 */
export function WeekFromToday({ place, mall }: { place: PlaceHoursInput; mall: MallHoursInput }) {
  const now = useMinuteNow();
  const today = now ? mallCalendarFields(now).date : null;
  const week = weekScheduleFor(place, mall, today ?? REGULAR_WEEK_FROM);
  const regular =
    week.status === 'ok' && !today
      ? { ...week, days: week.days.map((day) => ({ date: day.date, weekday: day.weekday, ranges: day.ranges })) }
      : week;
  return <WeeklyHoursTable week={regular} today={today} />;
}
