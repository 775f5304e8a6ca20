/**
 * The data boundary of the hours: the JSON fields of a place and of
 * `site_settings` are checked here, on the server, through the shared schemas
 * (ADR 0037), so what reaches the browser's open-now module is typed, or null
 * for "cannot be read" (the 'invalid' status).
 */
import { holidaysSchema, sectorHoursSchema, weeklyScheduleSchema } from '@/lib/content';
import type { MallHoursInput, PlaceHoursInput, PlaceSector } from './open-status';

/** `sector_hours` and `holidays` as the CMS sends them; holidays absent or null are none. */
export function readMallHours(raw: { sectorHours?: unknown; holidays?: unknown } | null | undefined): MallHoursInput {
  const sectorHours = sectorHoursSchema.safeParse(raw?.sectorHours);
  const holidays = raw?.holidays === null || raw?.holidays === undefined ? [] : holidaysSchema.safeParse(raw.holidays);
  return {
    sectorHours: sectorHours.success ? sectorHours.data : null,
    holidays: Array.isArray(holidays) ? holidays : holidays.success ? holidays.data : null,
  };
}

/** A place's hours fields as the CMS sends them; its own schedule is checked only when it uses it. */
export function readPlaceHours(sector: PlaceSector, raw: { hoursSource: unknown; openingHours?: unknown; opensOnOptionalHolidays?: unknown }): PlaceHoursInput {
  const own = raw.hoursSource === 'own' ? weeklyScheduleSchema.safeParse(raw.openingHours) : null;
  return {
    sector,
    hoursSource: raw.hoursSource,
    openingHours: own?.success ? own.data : null,
    opensOnOptionalHolidays: raw.opensOnOptionalHolidays,
  };
}
