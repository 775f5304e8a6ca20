import { addDays, mallCalendarFields, formatMinutes, type IsoDate } from '@/lib/time/mall-clock';

export { addDays, weekdayOfDate as weekdayOf } from '@/lib/time/mall-clock';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` that names a real calendar day (2026-02-30 does not): `?dia=` is visitor input. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar date of an instant in the mall's time zone (a visitor abroad still sees the mall's day). */
export function mallDate(now: Date): IsoDate {
  return mallCalendarFields(now).date;
}

/** The mall's wall-clock time `HH:MM` at an instant. */
export function mallTime(now: Date): string {
  return formatMinutes(mallCalendarFields(now).minutes);
}

/** `count` consecutive dates starting at `from` (the day picker's week). */
export function nextDays(from: IsoDate, count: number): IsoDate[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}
