import { holidaysSchema, sectorHoursSchema, weeklyScheduleSchema } from '@/lib/content';
import type { TodayHoursInput } from './today-hours';

const parsed = <T>(result: { success: true; data: T } | { success: false }): T | null => (result.success ? result.data : null);

/** On the server: `site_settings`' hours fields as the CMS sends them; no holidays field is no holidays. */
export function readTodayHours(raw: { mallHours?: unknown; sectorHours?: unknown; holidays?: unknown }): TodayHoursInput {
  return {
    mallHours: parsed(weeklyScheduleSchema.safeParse(raw.mallHours)),
    sectorHours: parsed(sectorHoursSchema.safeParse(raw.sectorHours)),
    holidays: raw.holidays === null || raw.holidays === undefined ? [] : parsed(holidaysSchema.safeParse(raw.holidays)),
  };
}
