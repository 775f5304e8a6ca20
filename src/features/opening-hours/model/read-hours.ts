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

/** A whole schedule or null: one unreadable day, or an unknown weekday key, makes it untrustworthy. */
export function readWeeklySchedule(value: unknown): WeeklySchedule | null {
  const checked = weeklyScheduleSchema.safeParse(value);
  return checked.success ? checked.data : null;
}

/** `sector_hours` whole, or null. */
export function readSectorHours(value: unknown): SectorHours | null {
  const checked = sectorHoursSchema.safeParse(value);
  return checked.success ? checked.data : null;
}

/** The holiday list; absent or null is none, and null comes back when it cannot be read. */
export function readHolidays(value: unknown): HolidayException[] | null {
  if (value === null || value === undefined) return [];
  const checked = holidaysSchema.safeParse(value);
  return checked.success ? checked.data : null;
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
