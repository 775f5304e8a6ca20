import { holidaysSchema, sectorHoursSchema, weeklyScheduleSchema, type HolidayException, type Sector, type TimeRange, type WeeklySchedule } from '@/lib/content';
import { mallCalendarFields, type IsoDate, weekdayOfDate } from '@/lib/time/mall-clock';

/**
 * The home page's "today" table: the mall's and each sector's hours on a
 * date, with that date's holiday applied (a sector a holiday leaves out
 * follows the mall's holiday hours, as in the open-now module). Untrusted
 * JSON in, each field parsed whole through its schema (ADR 0037), so a row
 * says "unavailable" exactly when the open-now badge would say "invalid".
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

export interface TodayHoursInput {
  mallHours: unknown;
  sectorHours: unknown;
  holidays: unknown;
}

function readDay(ranges: 'closed' | TimeRange[] | undefined): RowHours {
  if (ranges === undefined || ranges === 'closed' || ranges.length === 0) return { kind: 'closed' };
  return { kind: 'open', ranges: [...ranges].sort((a, b) => a.open.localeCompare(b.open)) };
}

const parsed = <T>(result: { success: true; data: T } | { success: false }): T | null => (result.success ? result.data : null);

export function hoursOnDate(input: TodayHoursInput, date: IsoDate): TodayHours {
  const mallHours = parsed(weeklyScheduleSchema.safeParse(input.mallHours));
  const sectorHours = parsed(sectorHoursSchema.safeParse(input.sectorHours));
  // no holidays field is no holidays; a list that cannot be read could hide today's
  const holidays = input.holidays === null || input.holidays === undefined ? [] : parsed(holidaysSchema.safeParse(input.holidays));
  const holiday: HolidayException | undefined = holidays?.find((h) => h.date === date);
  const weekday = weekdayOfDate(date);
  const weekly = (schedule: WeeklySchedule | null | undefined): RowHours => (schedule ? readDay(schedule[weekday]) : { kind: 'unavailable' });
  const rows = HOURS_ROWS.map((key): { key: HoursRowKey; hours: RowHours } => {
    if (holidays === null) return { key, hours: { kind: 'unavailable' } };
    if (holiday) return { key, hours: readDay((key !== 'mall' ? holiday.sectors?.[key] : undefined) ?? holiday.mall) };
    return { key, hours: key === 'mall' ? weekly(mallHours) : weekly(sectorHours?.[key]) };
  });
  return {
    date,
    rows,
    holiday: holiday ? { name: holiday.name.en === undefined ? { pt: holiday.name.pt } : { pt: holiday.name.pt, en: holiday.name.en }, optional: holiday.optional === true } : null,
  };
}

export function todayHours(input: TodayHoursInput, now: Date): TodayHours {
  return hoursOnDate(input, mallCalendarFields(now).date);
}
