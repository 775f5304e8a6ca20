import type { HolidayException, SectorHours, TimeRange, WeeklySchedule } from '@/lib/content';
import type { Sector } from '@/lib/content/content-values';
import { mallCalendarFields, type IsoDate, weekdayOfDate } from '@/lib/time/mall-clock';

/**
 * The home page's "today" table: the mall's and each sector's hours on a
 * date, with that date's holiday applied (a sector a holiday leaves out
 * follows the mall's holiday hours, as in the open-now module). The JSON
 * fields are checked on the server (`readTodayHours`, each field whole through
 * its schema, ADR 0037) and the browser works out today from the checked
 * values, so a row says "unavailable" exactly when the open-now badge would
 * say "invalid".
 */

export type HoursRowKey = 'mall' | Sector;
export const HOURS_ROWS: readonly HoursRowKey[] = ['mall', 'stores', 'gastronomy', 'cinema', 'leisure'];

export interface DayRange {
  open: string;
  close: string;
}

export type RowHours = { kind: 'open'; ranges: DayRange[] } | { kind: 'closed' } | { kind: 'unavailable' };

export interface TodayHours {
  date: IsoDate;
  rows: { key: HoursRowKey; hours: RowHours }[];
  holiday: { name: { pt: string; en?: string }; optional: boolean } | null;
}

/** The checked fields: null for one that cannot be read. */
export interface TodayHoursInput {
  mallHours: WeeklySchedule | null;
  sectorHours: SectorHours | null;
  holidays: readonly HolidayException[] | null;
}

function readDay(ranges: 'closed' | TimeRange[] | undefined): RowHours {
  if (ranges === undefined || ranges === 'closed' || ranges.length === 0) return { kind: 'closed' };
  return { kind: 'open', ranges: [...ranges].sort((a, b) => a.open.localeCompare(b.open)) };
}

export function hoursOnDate(input: TodayHoursInput, date: IsoDate): TodayHours {
  const { mallHours, sectorHours, holidays } = input;
  const holiday: HolidayException | undefined = holidays?.find((h) => h.date === date);
  const weekday = weekdayOfDate(date);
  const weekly = (schedule: WeeklySchedule | null | undefined): RowHours =>
    schedule ? readDay(schedule[weekday]) : { kind: 'unavailable' };
  const rows = HOURS_ROWS.map((key): { key: HoursRowKey; hours: RowHours } => {
    if (holidays === null) return { key, hours: { kind: 'unavailable' } };
    if (holiday) return { key, hours: readDay((key !== 'mall' ? holiday.sectors?.[key] : undefined) ?? holiday.mall) };
    return { key, hours: key === 'mall' ? weekly(mallHours) : weekly(sectorHours?.[key]) };
  });
  return {
    date,
    rows,
    holiday: holiday
      ? {
          name: holiday.name.en === undefined ? { pt: holiday.name.pt } : { pt: holiday.name.pt, en: holiday.name.en },
          optional: holiday.optional === true,
        }
      : null,
  };
}

export function todayHours(input: TodayHoursInput, now: Date): TodayHours {
  return hoursOnDate(input, mallCalendarFields(now).date);
}
