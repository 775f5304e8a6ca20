/**
 * Reading the hours JSON of the CMS. DatoCMS stores JSON fields opaquely, so
 * nothing here trusts the declared shapes (cms/model/json-shapes.ts): every
 * reader returns either the parsed value or `null` for "cannot be read", and
 * the open-now module turns `null` into the 'invalid' status.
 */
import type { Sector, Weekday } from '@cms/model/json-shapes';

const WEEKDAY_KEYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** A range in minutes from its own day's midnight; `end` > `start`, at most 1440 + 1440. */
export interface MinuteRange {
  start: number;
  end: number;
}

export type ParsedWeek = Record<Weekday, MinuteRange[]>;

export interface ParsedHoliday {
  date: string;
  name: { pt: string; en?: string };
  optional: boolean;
  /** the mall's own hours that day */
  mall: 'closed' | MinuteRange[];
  sectors: Partial<Record<Sector, 'closed' | MinuteRange[]>>;
}

const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "HH:MM" → minutes; "24:00" only where `allow24` (a close). */
export function parseTime(value: unknown, allow24: boolean): number | null {
  if (typeof value !== 'string') return null;
  const m = TIME.exec(value);
  if (!m) return null;
  if (m[3] !== undefined) return allow24 ? 1440 : null;
  return Number(m[1]) * 60 + Number(m[2]);
}

/**
 * One `{ open, close }`. A close earlier than or equal to the open ends the
 * next day (18:00–02:00; 00:00–00:00 is the whole day).
 */
export function parseRange(value: unknown): MinuteRange | null {
  if (!isRecord(value)) return null;
  const start = parseTime(value.open, false);
  const close = parseTime(value.close, true);
  if (start === null || close === null) return null;
  return { start, end: close <= start ? close + 1440 : close };
}

export function parseRanges(value: unknown): MinuteRange[] | null {
  if (!Array.isArray(value)) return null;
  const ranges: MinuteRange[] = [];
  for (const item of value) {
    const range = parseRange(item);
    if (!range) return null;
    ranges.push(range);
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/**
 * A WeeklySchedule. A missing weekday, `null` or `[]` is closed that day;
 * an unknown key ("monday") is a typo, so the whole schedule is unreadable.
 */
export function parseWeek(value: unknown): ParsedWeek | null {
  if (!isRecord(value)) return null;
  const week: ParsedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
  for (const [key, dayValue] of Object.entries(value)) {
    if (!(WEEKDAY_KEYS as readonly string[]).includes(key)) return null;
    if (dayValue === null || dayValue === undefined) continue;
    const ranges = parseRanges(dayValue);
    if (!ranges) return null;
    week[key as Weekday] = ranges;
  }
  return week;
}

function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function parseDayHours(value: unknown): 'closed' | MinuteRange[] | null {
  if (value === 'closed') return 'closed';
  return parseRanges(value);
}

const SECTORS: readonly Sector[] = ['stores', 'gastronomy', 'cinema', 'leisure'];

/** HolidayException[]; `null`/absent is no holidays. */
export function parseHolidays(value: unknown): ParsedHoliday[] | null {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return null;
  const holidays: ParsedHoliday[] = [];
  for (const item of value) {
    if (!isRecord(item) || !isCalendarDate(item.date)) return null;
    const mall = parseDayHours(item.mall);
    if (mall === null) return null;
    if (item.optional !== undefined && typeof item.optional !== 'boolean') return null;
    const sectors: ParsedHoliday['sectors'] = {};
    if (item.sectors !== undefined) {
      if (!isRecord(item.sectors)) return null;
      for (const [key, sectorValue] of Object.entries(item.sectors)) {
        if (!(SECTORS as readonly string[]).includes(key)) return null;
        const hours = parseDayHours(sectorValue);
        if (hours === null) return null;
        sectors[key as Sector] = hours;
      }
    }
    const name = isRecord(item.name) && typeof item.name.pt === 'string'
      ? { pt: item.name.pt, ...(typeof item.name.en === 'string' ? { en: item.name.en } : {}) }
      : { pt: '' };
    holidays.push({ date: item.date, name, optional: item.optional === true, mall, sectors });
  }
  return holidays;
}

/** A sector's WeeklySchedule inside `site_settings.sector_hours`. */
export function parseSectorWeek(sectorHours: unknown, sector: Sector): ParsedWeek | null {
  if (!isRecord(sectorHours)) return null;
  return parseWeek(sectorHours[sector]);
}
