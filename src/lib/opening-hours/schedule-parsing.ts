/**
 * Reading the hours JSON of the CMS. DatoCMS stores JSON fields opaquely, so
 * every reader parses through the shared schemas (src/lib/content, ADR 0037)
 * and returns either the parsed value or `null` for "cannot be read"; the
 * open-now module turns `null` into the 'invalid' status.
 */
import { holidaysSchema, sectorHoursSchema, timeRangeSchema, weeklyScheduleSchema, type Sector, type TimeRange, type Weekday } from '@/lib/content';

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

/** "HH:MM" (already checked by the schema) → minutes from midnight. */
const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** "HH:MM" → minutes; "24:00" only where `allow24` (a close). */
export function parseTime(value: unknown, allow24: boolean): number | null {
  const checked = (allow24 ? timeRangeSchema.shape.close : timeRangeSchema.shape.open).safeParse(value);
  return checked.success ? minutes(checked.data) : null;
}

/**
 * A close earlier than or equal to the open ends the next day (18:00–02:00;
 * 00:00–00:00 is the whole day).
 */
function toMinutes(range: TimeRange): MinuteRange {
  const start = minutes(range.open);
  const close = minutes(range.close);
  return { start, end: close <= start ? close + 1440 : close };
}

const toMinuteRanges = (ranges: readonly TimeRange[]): MinuteRange[] => ranges.map(toMinutes).sort((a, b) => a.start - b.start);

/** One `{ open, close }`, or null. */
export function parseRange(value: unknown): MinuteRange | null {
  const checked = timeRangeSchema.safeParse(value);
  return checked.success ? toMinutes(checked.data) : null;
}

export function parseRanges(value: unknown): MinuteRange[] | null {
  const checked = timeRangeSchema.array().safeParse(value);
  return checked.success ? toMinuteRanges(checked.data) : null;
}

function toWeek(schedule: Partial<Record<Weekday, TimeRange[]>>): ParsedWeek {
  return {
    mon: toMinuteRanges(schedule.mon ?? []),
    tue: toMinuteRanges(schedule.tue ?? []),
    wed: toMinuteRanges(schedule.wed ?? []),
    thu: toMinuteRanges(schedule.thu ?? []),
    fri: toMinuteRanges(schedule.fri ?? []),
    sat: toMinuteRanges(schedule.sat ?? []),
    sun: toMinuteRanges(schedule.sun ?? []),
  };
}

/** A WeeklySchedule, or null when it breaks the schema (an unknown weekday key included). */
export function parseWeek(value: unknown): ParsedWeek | null {
  const checked = weeklyScheduleSchema.safeParse(value);
  return checked.success ? toWeek(checked.data) : null;
}

const dayHours = (hours: 'closed' | TimeRange[]): 'closed' | MinuteRange[] => (hours === 'closed' ? 'closed' : toMinuteRanges(hours));

/** HolidayException[]; `null`/absent is no holidays, one bad entry makes the list unreadable. */
export function parseHolidays(value: unknown): ParsedHoliday[] | null {
  if (value === null || value === undefined) return [];
  const checked = holidaysSchema.safeParse(value);
  if (!checked.success) return null;
  return checked.data.map((h) => ({
    date: h.date,
    name: h.name.en === undefined ? { pt: h.name.pt } : { pt: h.name.pt, en: h.name.en },
    optional: h.optional === true,
    mall: dayHours(h.mall),
    sectors: Object.fromEntries(Object.entries(h.sectors ?? {}).flatMap(([sector, hours]) => (hours === undefined ? [] : [[sector, dayHours(hours)]]))),
  }));
}

/**
 * A sector's week inside `site_settings.sector_hours`, null when the sector
 * has none. The field is read whole: a typo in one sector's week makes every
 * sector's unreadable, as it does for the home page's table.
 */
export function parseSectorWeek(sectorHours: unknown, sector: Sector): ParsedWeek | null {
  const checked = sectorHoursSchema.safeParse(sectorHours);
  const week = checked.success ? checked.data[sector] : undefined;
  return week ? toWeek(week) : null;
}
