import type { Weekday } from '@cms/model/json-shapes';

/** The mall's time zone: "today" and a session's weekday are always read there. */
export const MALL_TIME_ZONE = 'America/Sao_Paulo';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` that names a real calendar day (2026-02-30 does not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().slice(0, 10) === value;
}

const dateInMallZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: MALL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const timeInMallZone = new Intl.DateTimeFormat('en-GB', {
  timeZone: MALL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The calendar date of an instant in the mall's time zone (a visitor abroad still sees the mall's day). */
export function mallDate(now: Date): string {
  return dateInMallZone.format(now);
}

/** The wall-clock time `HH:MM` of an instant in the mall's time zone. */
export function mallTime(now: Date): string {
  return timeInMallZone.format(now);
}

const WEEKDAY_BY_UTC_DAY: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * The weekday of a calendar date. A date has no time zone, so it is computed
 * at UTC noon: the result never depends on the server's zone.
 */
export function weekdayOf(isoDate: string): Weekday {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  const weekday = WEEKDAY_BY_UTC_DAY[day];
  if (!weekday) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return weekday;
}

/** `date` shifted by `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `count` consecutive dates starting at `from` (the day picker's week). */
export function nextDays(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}
