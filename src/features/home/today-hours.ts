import type { Sector } from '@cms/model/json-shapes';
import { mallCalendarFields, type IsoDate, weekdayOfDate } from '@/lib/time/mall-clock';

/**
 * The home page's "today" table: the mall's and each sector's hours on a
 * date, with that date's holiday applied (a sector a holiday leaves out
 * follows the mall's holiday hours, as in the open-now module). Untrusted
 * JSON in, and a row that cannot be read says "unavailable" instead of
 * guessing.
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

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSE = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readDay(value: unknown): RowHours {
  if (value === undefined || value === null || value === 'closed') return { kind: 'closed' };
  if (!Array.isArray(value)) return { kind: 'unavailable' };
  const ranges: DayRange[] = [];
  for (const r of value) {
    if (!isRecord(r) || typeof r.open !== 'string' || typeof r.close !== 'string' || !TIME.test(r.open) || !CLOSE.test(r.close)) return { kind: 'unavailable' };
    ranges.push({ open: r.open, close: r.close });
  }
  ranges.sort((a, b) => a.open.localeCompare(b.open));
  return ranges.length === 0 ? { kind: 'closed' } : { kind: 'open', ranges };
}

function weekly(schedule: unknown, date: IsoDate): RowHours {
  if (!isRecord(schedule)) return { kind: 'unavailable' };
  return readDay(schedule[weekdayOfDate(date)]);
}

function holidayOn(holidays: unknown, date: IsoDate): Record<string, unknown> | null {
  if (!Array.isArray(holidays)) return null;
  return (holidays.find((h) => isRecord(h) && h.date === date) as Record<string, unknown> | undefined) ?? null;
}

export function hoursOnDate(input: TodayHoursInput, date: IsoDate): TodayHours {
  const holiday = holidayOn(input.holidays, date);
  const sectors = isRecord(input.sectorHours) ? input.sectorHours : null;
  const rows = HOURS_ROWS.map((key) => {
    if (holiday) {
      const own = key !== 'mall' && isRecord(holiday.sectors) ? holiday.sectors[key] : undefined;
      return { key, hours: readDay(own ?? holiday.mall) };
    }
    if (key === 'mall') return { key, hours: weekly(input.mallHours, date) };
    return { key, hours: sectors ? weekly(sectors[key], date) : ({ kind: 'unavailable' } as const) };
  });
  const name = holiday && isRecord(holiday.name) && typeof holiday.name.pt === 'string' ? holiday.name : null;
  return {
    date,
    rows,
    holiday: holiday && name ? { name: { pt: name.pt as string, ...(typeof name.en === 'string' ? { en: name.en } : {}) }, optional: holiday.optional === true } : null,
  };
}

export function todayHours(input: TodayHoursInput, now: Date): TodayHours {
  return hoursOnDate(input, mallCalendarFields(now).date);
}
