/**
 * The mall's clock. Every "now"-dependent view (open now, today's hours,
 * today's sessions) reads calendar fields in the mall's time zone, never in
 * the server's or the visitor's, so a visitor abroad and a server in UTC see
 * the same "today" as someone standing in the mall.
 *
 * Pure: everything takes the instant as input, so the browser passes its own
 * clock and a test passes a fixed instant (pages are cached and never read
 * the server's clock, ADR 0025).
 */
import type { Weekday } from '@/lib/content';

export const MALL_TIME_ZONE = 'America/Sao_Paulo';

export const WEEKDAYS_FROM_MONDAY: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** A calendar date, "YYYY-MM-DD". */
export type IsoDate = string;

export interface MallCalendarFields {
  /** "YYYY-MM-DD" in the mall's zone */
  date: IsoDate;
  weekday: Weekday;
  /** minutes since the mall's local midnight, 0–1439 */
  minutes: number;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// One formatter, reused: creating Intl formatters is the expensive part.
const fieldsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MALL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Calendar fields of `at` as the mall's wall clock shows them. */
export function mallCalendarFields(at: Date): MallCalendarFields {
  const parts: Record<string, number> = {};
  for (const part of fieldsFormat.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 1970;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  const hour = (parts.hour ?? 0) % 24;
  const minute = parts.minute ?? 0;
  const date = `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
  return { date, weekday: weekdayOfDate(date), minutes: hour * 60 + minute, year, month, day, hour, minute };
}

/** Weekday of a calendar date (a date has a weekday regardless of time zone). */
export function weekdayOfDate(date: IsoDate): Weekday {
  const utcDay = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEKDAYS_FROM_MONDAY[(utcDay + 6) % 7] ?? 'mon';
}

/** `date` moved by `days` calendar days. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The Monday of the week that holds `date` (weeks start on Monday, as in Brazil's tables). */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, -WEEKDAYS_FROM_MONDAY.indexOf(weekdayOfDate(date)));
}

/**
 * The instant at which the mall's wall clock shows `date` and `minutes` past
 * midnight (`minutes` may exceed 1440 to mean a later day). São Paulo has had
 * no daylight saving since 2019, but the offset is still read from Intl, so a
 * future rule change only needs a newer ICU.
 */
export function mallInstant(date: IsoDate, minutes: number): Date {
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let guess = wallAsUtc;
  // Two rounds converge for any offset change smaller than a day.
  for (let i = 0; i < 2; i++) {
    guess = wallAsUtc - offsetMs(new Date(guess));
  }
  return new Date(guess);
}

/** The mall's UTC offset at `at`, in ms (São Paulo: −3 h). */
function offsetMs(at: Date): number {
  const f = mallCalendarFields(at);
  const wallAsUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);
  const atMinute = Math.floor(at.getTime() / 60_000) * 60_000;
  return wallAsUtc - atMinute;
}

/** "HH:MM" for minutes since midnight (wrapped into one day). */
export function formatMinutes(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

/** Milliseconds from `at` to the start of the next minute (at least 1). */
export function msUntilNextMinute(at: Date): number {
  const ms = 60_000 - (at.getTime() % 60_000);
  return ms === 0 ? 60_000 : ms;
}
