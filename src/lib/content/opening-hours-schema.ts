import { z } from './zod.ts';
import { WEEKDAYS, SECTORS } from './content-values.ts';
import { localizedTextSchema } from './localized-text-schema.ts';

export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

export const sectorSchema = z.enum(SECTORS);
export type Sector = z.infer<typeof sectorSchema>;

const OPEN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const CLOSE = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** "HH:MM", 24-hour clock, in the mall's time zone (America/Sao_Paulo). */
export const clockTimeSchema = z.string().regex(OPEN, { error: 'must be a time "HH:MM" between 00:00 and 23:59' });

/**
 * A `close` earlier than or equal to `open` means the range ends the next day
 * (a bar open 18:00–02:00). "24:00" is allowed as a close only.
 */
export const timeRangeSchema = z.strictObject({
  open: clockTimeSchema,
  close: z.string().regex(CLOSE, { error: 'must be a time "HH:MM" between 00:00 and 24:00' }),
});
export type TimeRange = z.infer<typeof timeRangeSchema>;

const dayRangesSchema = z.array(timeRangeSchema);

// Editors write `null` for a closed day as often as they leave it out; both mean closed.
const withoutNullDays = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, day]) => day !== null))
    : value;

/**
 * A missing weekday, `null` or an empty list means closed that day. Any other
 * key ("monday") is a typo, so the whole schedule is unreadable.
 */
export const weeklyScheduleSchema = z
  .preprocess(
    withoutNullDays,
    z.strictObject({
      mon: dayRangesSchema.optional(),
      tue: dayRangesSchema.optional(),
      wed: dayRangesSchema.optional(),
      thu: dayRangesSchema.optional(),
      fri: dayRangesSchema.optional(),
      sat: dayRangesSchema.optional(),
      sun: dayRangesSchema.optional(),
    }),
  )
  .describe('WeeklySchedule');
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

/**
 * `site_settings.sector_hours`: each sector's week. A sector left out has no
 * published hours (its places say so); an unknown sector is a typo and makes
 * the whole field unreadable.
 */
export const sectorHoursSchema = z
  .strictObject({
    stores: weeklyScheduleSchema.optional(),
    gastronomy: weeklyScheduleSchema.optional(),
    cinema: weeklyScheduleSchema.optional(),
    leisure: weeklyScheduleSchema.optional(),
  })
  .describe('SectorHours');
export type SectorHours = z.infer<typeof sectorHoursSchema>;

const isCalendarDate = (value: string): boolean => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/** "YYYY-MM-DD" naming a day that exists (no 2026-02-30). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date "YYYY-MM-DD"' })
  .refine(isCalendarDate, { error: 'must be a date that exists' });

const dayHoursSchema = z.union([z.literal('closed'), dayRangesSchema], {
  error: 'must be "closed" or a list of { open, close }',
});

/**
 * A dated exception to the weekly hours (a holiday). `mall` and each sector
 * are either 'closed' or the day's ranges; a sector left out follows `mall`.
 * When `optional` is true, the mall opens but each store decides
 * (Store.opens_on_optional_holidays): stores that do not open are closed.
 */
export const holidayExceptionSchema = z.strictObject({
  date: calendarDateSchema,
  name: localizedTextSchema,
  mall: dayHoursSchema,
  sectors: z
    .strictObject({
      stores: dayHoursSchema.optional(),
      gastronomy: dayHoursSchema.optional(),
      cinema: dayHoursSchema.optional(),
      leisure: dayHoursSchema.optional(),
    })
    .optional(),
  optional: z.boolean().optional(),
});
export type HolidayException = z.infer<typeof holidayExceptionSchema>;

export const holidaysSchema = z.array(holidayExceptionSchema).describe('HolidayException[]');

export { WEEKDAYS, SECTORS };
