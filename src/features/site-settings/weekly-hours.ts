import type { HolidayException, TimeRange, Weekday } from '@/lib/content';
import { WEEKDAYS } from '@/lib/content/content-values';
import { mallCalendarFields } from '@/lib/time/mall-clock';
import type { SiteSettings } from './site-settings';

export interface WeeklyHoursRow {
  day: Weekday;
  /** empty: closed that day */
  ranges: TimeRange[];
  isToday: boolean;
  /** set on today's row when a holiday changes today's hours */
  holiday: { name: string; ranges: TimeRange[] } | null;
}

/**
 * The header's hours table: one row per weekday from Monday, today's marked
 * as the mall's clock sees it (America/Sao_Paulo), and today's hours replaced
 * by a holiday's when one falls today. Without `now` (before the browser
 * knows it), no row is today.
 */
export function weeklyHoursRows(
  settings: Pick<SiteSettings, 'mallHours' | 'holidays'>,
  now: Date | null,
  locale: 'pt' | 'en',
): WeeklyHoursRow[] | null {
  if (!settings.mallHours) return null;
  const today = now ? mallCalendarFields(now) : null;
  const holiday = (today && settings.holidays.find((h: HolidayException) => h.date === today.date)) ?? null;
  return WEEKDAYS.map((day) => {
    const isToday = day === today?.weekday;
    return {
      day,
      ranges: settings.mallHours?.[day] ?? [],
      isToday,
      holiday:
        isToday && holiday
          ? {
              name: (locale === 'en' ? holiday.name.en : undefined) ?? holiday.name.pt,
              ranges: holiday.mall === 'closed' ? [] : holiday.mall,
            }
          : null,
    };
  });
}

/** The ranges that apply today (a holiday's when there is one). */
export function todaysRanges(rows: WeeklyHoursRow[]): TimeRange[] | null {
  const row = rows.find((r) => r.isToday);
  if (!row) return null;
  return row.holiday ? row.holiday.ranges : row.ranges;
}
