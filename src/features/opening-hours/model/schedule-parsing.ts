/**
 * The hours of the CMS in minutes, for the open-now module. The JSON fields are
 * checked on the server (`read-hours.ts`, through the schemas of ADR 0037); this
 * module only turns the checked values into minute ranges, so it carries no
 * validator into the browser. `null` stands for "cannot be read" and becomes
 * the 'invalid' status.
 */
import type { HolidayException, SectorHours, TimeRange, WeeklySchedule } from '@/lib/content';
import type { Sector, Weekday } from '@/lib/content/content-values';

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

/**
 * A close earlier than or equal to the open ends the next day (18:00–02:00;
 * 00:00–00:00 is the whole day).
 */
function toMinutes(range: TimeRange): MinuteRange {
  const start = minutes(range.open);
  const close = minutes(range.close);
  return { start, end: close <= start ? close + 1440 : close };
}

const toMinuteRanges = (ranges: readonly TimeRange[]): MinuteRange[] =>
  ranges.map(toMinutes).sort((a, b) => a.start - b.start);

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

/** A checked WeeklySchedule in minutes; null (unreadable or missing) stays null. */
export function parseWeek(schedule: WeeklySchedule | null | undefined): ParsedWeek | null {
  return schedule ? toWeek(schedule) : null;
}

const dayHours = (hours: 'closed' | TimeRange[]): 'closed' | MinuteRange[] =>
  hours === 'closed' ? 'closed' : toMinuteRanges(hours);

/** Checked holidays in minutes; `undefined` is none, `null` (unreadable) stays null. */
export function parseHolidays(holidays: readonly HolidayException[] | null | undefined): ParsedHoliday[] | null {
  if (holidays === undefined) return [];
  if (holidays === null) return null;
  return holidays.map((h) => ({
    date: h.date,
    name: h.name.en === undefined ? { pt: h.name.pt } : { pt: h.name.pt, en: h.name.en },
    optional: h.optional === true,
    mall: dayHours(h.mall),
    sectors: Object.fromEntries(
      Object.entries(h.sectors ?? {}).flatMap(([sector, hours]) =>
        hours === undefined ? [] : [[sector, dayHours(hours)]],
      ),
    ),
  }));
}

/**
 * A sector's week inside the checked `site_settings.sector_hours`, null when the
 * sector has none or the field could not be read (then no sector has hours).
 */
export function parseSectorWeek(sectorHours: SectorHours | null | undefined, sector: Sector): ParsedWeek | null {
  const week = sectorHours?.[sector];
  return week ? toWeek(week) : null;
}
