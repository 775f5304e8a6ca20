import { readHolidays, readSectorHours, readWeeklySchedule } from '@/features/opening-hours';
import type { TodayHoursInput } from './today-hours';

/** On the server: `site_settings`' hours fields as the CMS sends them, read as every other hours reader reads them. */
export function readTodayHours(raw: {
  mallHours?: unknown;
  sectorHours?: unknown;
  holidays?: unknown;
}): TodayHoursInput {
  return {
    mallHours: readWeeklySchedule(raw.mallHours),
    sectorHours: readSectorHours(raw.sectorHours),
    holidays: readHolidays(raw.holidays),
  };
}
