import type { TimeRange, WeeklySchedule } from '@/lib/content';
import { WEEKDAYS, type Weekday } from '@/lib/content/content-values';

export interface WeekSpan {
  first: Weekday;
  last: Weekday;
  /** empty: closed on those days */
  ranges: TimeRange[];
}

const sameRanges = (a: TimeRange[], b: TimeRange[]) =>
  a.length === b.length && a.every((r, i) => r.open === b[i]?.open && r.close === b[i]?.close);

/**
 * A week told the way people say it: consecutive days with the same hours,
 * from Monday, as one line ("Monday to Saturday: 10:00 to 22:00").
 */
export function weekSpans(schedule: WeeklySchedule): WeekSpan[] {
  const spans: WeekSpan[] = [];
  for (const day of WEEKDAYS) {
    const ranges = schedule[day] ?? [];
    const last = spans.at(-1);
    if (last && sameRanges(last.ranges, ranges)) last.last = day;
    else spans.push({ first: day, last: day, ranges });
  }
  return spans;
}
