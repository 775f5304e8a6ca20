/**
 * The data boundary of the hours: the JSON fields of a place and of
 * `site_settings` are checked here, on the server, through the shared schemas
 * (ADR 0037), so what reaches the browser is typed, or null for "cannot be
 * read" (the open-now badge's 'invalid', the tables' "unavailable"). Every
 * reader of these fields (header, home table, getting here, JSON-LD, badges)
 * goes through these functions, so they read each field the same way.
 */
import {
  holidaysSchema,
  sectorHoursSchema,
  weeklyScheduleSchema,
  type HolidayException,
  type SectorHours,
  type WeeklySchedule,
} from '@/lib/content';
import type { MallHoursInput, PlaceHoursInput, PlaceSector } from './open-status';

/**
 * Equal fields, one object: what a reader makes of a given content comes back as the same object every time. A
 * page's React payload writes an object it has already sent as a reference to it, so the mall's holidays travel
 * once although the header, the home page's table and the open-now badges read them from different queries, and
 * places with the same own week share it (issue 21: each copy of the holidays was 6 kB). Shared between requests,
 * so frozen: a reader that changed one would throw instead of changing every page.
 */
const readings = new Map<string, unknown>();
const READINGS_KEPT = 512;

function interned<T>(reader: string, value: unknown, read: () => T): T {
  if (value === null || typeof value !== 'object') return read();
  const key = `${reader}:${JSON.stringify(value)}`;
  if (readings.has(key)) return readings.get(key) as T;
  const result = deepFreeze(read());
  if (readings.size >= READINGS_KEPT) readings.clear();
  readings.set(key, result);
  return result;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A whole schedule or null: one unreadable day, or an unknown weekday key, makes it untrustworthy. */
export function readWeeklySchedule(value: unknown): WeeklySchedule | null {
  return interned('week', value, () => {
    const checked = weeklyScheduleSchema.safeParse(value);
    return checked.success ? checked.data : null;
  });
}

/** `sector_hours` whole, or null. */
export function readSectorHours(value: unknown): SectorHours | null {
  return interned('sectors', value, () => {
    const checked = sectorHoursSchema.safeParse(value);
    return checked.success ? checked.data : null;
  });
}

/** The holiday list; absent or null is none, and null comes back when it cannot be read. */
export function readHolidays(value: unknown): HolidayException[] | null {
  if (value === null || value === undefined) return [];
  return interned('holidays', value, () => {
    const checked = holidaysSchema.safeParse(value);
    return checked.success ? checked.data : null;
  });
}

/** `sector_hours` and `holidays` as the CMS sends them. */
export function readMallHours(raw: { sectorHours?: unknown; holidays?: unknown } | null | undefined): MallHoursInput {
  return { sectorHours: readSectorHours(raw?.sectorHours), holidays: readHolidays(raw?.holidays) };
}

/** A place's hours fields as the CMS sends them; its own schedule is checked only when it uses it. */
export function readPlaceHours(
  sector: PlaceSector,
  raw: { hoursSource: unknown; openingHours?: unknown; opensOnOptionalHolidays?: unknown },
): PlaceHoursInput {
  return {
    sector,
    hoursSource: raw.hoursSource,
    openingHours: raw.hoursSource === 'own' ? readWeeklySchedule(raw.openingHours) : null,
    opensOnOptionalHolidays: raw.opensOnOptionalHolidays,
  };
}
