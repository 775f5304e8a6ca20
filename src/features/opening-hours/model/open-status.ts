/**
 * Open now: whether a store or restaurant is open at an instant, and when that
 * changes. Pure and framework-free; the server renders with it and the
 * client's badge re-runs it every minute.
 *
 * Rules (all times are the mall's wall clock, America/Sao_Paulo):
 * 1. `hoursSource` picks the weekly schedule: 'sector' → the place's sector in
 *    `site_settings.sector_hours` ('stores' for stores, 'gastronomy' for
 *    restaurants); 'own' → the place's `opening_hours`; 'none' → status
 *    'unavailable' (the place publishes no hours). Any other value → 'invalid'.
 * 2. Anything that cannot be read → 'invalid': a schedule that is not an
 *    object of weekday → ranges, an unknown weekday key, a time that is not
 *    "HH:MM" within 00:00–23:59 ("24:00" is allowed as a close only), a
 *    missing field, a wrong type, a holiday list with a bad entry, an
 *    `opensOnOptionalHolidays` that is neither a boolean nor null. Nothing is
 *    guessed: a wrong "open now" is worse than an honest "invalid time".
 * 3. A missing weekday, `null` or `[]` is closed that day.
 * 4. A range belongs to the day it opens. A close earlier than or equal to the
 *    open ends the next day: 18:00–02:00 on Friday is open at Saturday 01:00
 *    (even when Saturday is a holiday: the holiday governs ranges that open on
 *    its date). 00:00–00:00 is the whole day.
 * 5. Ranges that overlap or touch are one opening: 10:00–14:00 and 14:00–22:00
 *    do not close at 14:00, and 24-hour days chain without a change.
 * 6. A holiday (a `HolidayException` on the date) replaces the day's ranges:
 *    - its hours for the place's sector, or the mall's when the sector is left
 *      out; 'closed' closes the place (the mall being closed closes everyone
 *      unless a sector is explicitly kept open);
 *    - an optional holiday opens only places with `opensOnOptionalHolidays`
 *      true (null counts as false): the others are closed;
 *    - a place with its own hours keeps only the part of them inside the
 *      holiday's hours (the building is open only then).
 * 7. The next change is the first instant after `at` at which the status flips,
 *    looked for within 14 days; a place that stays open or closed beyond that
 *    has none. `dayOffset` counts calendar days from `at`'s date to the change.
 */
import type { HolidayException, SectorHours, WeeklySchedule } from '@/lib/content';
import type { Sector, Weekday } from '@/lib/content/content-values';
import {
  addDays,
  daysBetween,
  formatMinutes,
  mallCalendarFields,
  mallInstant,
  weekdayOfDate,
  type IsoDate,
} from '@/lib/time/mall-clock';
import {
  parseHolidays,
  parseSectorWeek,
  parseWeek,
  type MinuteRange,
  type ParsedHoliday,
  type ParsedWeek,
} from './schedule-parsing';

export type OpenStatusKind = 'open' | 'closed' | 'unavailable' | 'invalid';
export type PlaceSector = Extract<Sector, 'stores' | 'gastronomy'>;
/** Every place's sector: what a page with both stores and restaurants on it reads of the mall's hours. */
export const PLACE_SECTORS: readonly PlaceSector[] = ['stores', 'gastronomy'];

export interface NextChange {
  kind: 'opens' | 'closes';
  at: Date;
  /** calendar days from the date of `at` (in the mall) to the change's date */
  dayOffset: number;
  /** the mall's wall-clock time of the change, "HH:MM" */
  time: string;
}

export interface OpenStatus {
  status: OpenStatusKind;
  nextChange?: NextChange;
}

/**
 * The hours fields of a store or restaurant. The schedule is checked on the
 * server (`readPlaceHours`, read-hours.ts): null when it cannot be read.
 */
export interface PlaceHoursInput {
  sector: PlaceSector;
  hoursSource: unknown;
  openingHours?: WeeklySchedule | null;
  opensOnOptionalHolidays?: unknown;
}

/**
 * The mall-wide hours fields of `site_settings`, checked on the server
 * (`readMallHours`, read-hours.ts): null for a field that cannot be read;
 * holidays left out are none.
 */
export interface MallHoursInput {
  sectorHours: SectorHours | null;
  holidays?: readonly HolidayException[] | null;
}

export const NEXT_CHANGE_HORIZON_DAYS = 14;
const DAY = 1440;

type ResolvedHours =
  | { kind: 'unavailable' }
  | { kind: 'invalid' }
  | {
      kind: 'ok';
      week: ParsedWeek;
      rangesOn: (date: IsoDate) => MinuteRange[];
      holidayOn: (date: IsoDate) => ParsedHoliday | undefined;
      holidays: ParsedHoliday[];
    };

/** Validates the inputs once and returns "the ranges that open on a date". */
export function resolveHours(place: PlaceHoursInput, mall: MallHoursInput): ResolvedHours {
  const source = place.hoursSource;
  if (source === 'none') return { kind: 'unavailable' };
  if (source !== 'sector' && source !== 'own') return { kind: 'invalid' };
  const optionalFlag = place.opensOnOptionalHolidays;
  if (optionalFlag !== undefined && optionalFlag !== null && typeof optionalFlag !== 'boolean')
    return { kind: 'invalid' };
  const week = source === 'own' ? parseWeek(place.openingHours) : parseSectorWeek(mall.sectorHours, place.sector);
  const holidays = parseHolidays(mall.holidays);
  if (!week || !holidays) return { kind: 'invalid' };

  const byDate = new Map(holidays.map((h) => [h.date, h]));
  const opensOnOptional = optionalFlag === true;

  const rangesOn = (date: IsoDate): MinuteRange[] => {
    const weekly = week[weekdayOfDate(date)];
    const holiday = byDate.get(date);
    if (!holiday) return weekly;
    if (holiday.optional && !opensOnOptional) return [];
    const dayHours = holiday.sectors[place.sector] ?? holiday.mall;
    if (dayHours === 'closed') return [];
    return source === 'sector' ? dayHours : intersect(weekly, dayHours);
  };
  return { kind: 'ok', week, rangesOn, holidayOn: (date) => byDate.get(date), holidays };
}

export function computeOpenStatus({
  at,
  place,
  mall,
}: {
  at: Date;
  place: PlaceHoursInput;
  mall: MallHoursInput;
}): OpenStatus {
  const hours = resolveHours(place, mall);
  if (hours.kind !== 'ok') return { status: hours.kind };

  const today = mallCalendarFields(at);
  // Wall-clock minutes since today's midnight, with the seconds as a fraction,
  // so "one millisecond before the change" is still before it.
  const now = today.minutes + (((at.getTime() % 60_000) + 60_000) % 60_000) / 60_000;

  const openings = timeline(hours.rangesOn, today.date, -1, NEXT_CHANGE_HORIZON_DAYS);
  const limit = (NEXT_CHANGE_HORIZON_DAYS + 1) * DAY;
  const current = openings.find((o) => o.start <= now && now < o.end);
  if (current) {
    // An opening that runs past the horizon may continue beyond what we looked at.
    return current.end < limit
      ? { status: 'open', nextChange: changeAt('closes', today.date, current.end) }
      : { status: 'open' };
  }
  const next = openings.find((o) => o.start > now);
  return next && next.start < limit
    ? { status: 'closed', nextChange: changeAt('opens', today.date, next.start) }
    : { status: 'closed' };
}

function changeAt(kind: NextChange['kind'], today: IsoDate, minutes: number): NextChange {
  const at = mallInstant(today, minutes);
  const fields = mallCalendarFields(at);
  return { kind, at, dayOffset: daysBetween(today, fields.date), time: formatMinutes(fields.minutes) };
}

/** Every opening from day `fromDay` to `toDay` around `today`, merged, in minutes from today's midnight. */
function timeline(
  rangesOn: (date: IsoDate) => MinuteRange[],
  today: IsoDate,
  fromDay: number,
  toDay: number,
): MinuteRange[] {
  const all: MinuteRange[] = [];
  for (let d = fromDay; d <= toDay; d++) {
    for (const r of rangesOn(addDays(today, d))) all.push({ start: d * DAY + r.start, end: d * DAY + r.end });
  }
  return merge(all);
}

function merge(ranges: MinuteRange[]): MinuteRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: MinuteRange[] = [];
  for (const r of sorted) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

function intersect(a: MinuteRange[], b: MinuteRange[]): MinuteRange[] {
  const out: MinuteRange[] = [];
  for (const x of merge(a)) {
    for (const y of merge(b)) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (start < end) out.push({ start, end });
    }
  }
  return out;
}

// ─── the week's table and structured data ────────────────────────────────────

export interface DisplayRange {
  open: string;
  close: string;
  /** the range ends after midnight, on the next day */
  overnight: boolean;
}

export interface DaySchedule {
  date: IsoDate;
  weekday: Weekday;
  ranges: DisplayRange[];
  /** the holiday on this date, if any (its hours are already in `ranges`) */
  holiday?: { name: { pt: string; en?: string }; optional: boolean };
}

export type WeekSchedule = { status: 'unavailable' | 'invalid' } | { status: 'ok'; days: DaySchedule[] };

function toDisplay(r: MinuteRange): DisplayRange {
  return { open: formatMinutes(r.start), close: formatMinutes(r.end), overnight: r.end > DAY };
}

/** The 7 days from `weekStart` with their effective ranges (holidays applied), for the hours table. */
export function weekScheduleFor(place: PlaceHoursInput, mall: MallHoursInput, weekStart: IsoDate): WeekSchedule {
  const hours = resolveHours(place, mall);
  if (hours.kind !== 'ok') return { status: hours.kind };
  const days: DaySchedule[] = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(weekStart, i);
    const holiday = hours.holidayOn(date);
    days.push({
      date,
      weekday: weekdayOfDate(date),
      ranges: hours.rangesOn(date).map(toDisplay),
      ...(holiday ? { holiday: { name: holiday.name, optional: holiday.optional } } : {}),
    });
  }
  return { status: 'ok', days };
}

/**
 * How far ahead structured data announces special hours: the coming six months. Days already past, and
 * holidays a year away, tell a search engine nothing it can use; each one is a few hundred bytes of every
 * such page, twice (its HTML and its React payload).
 */
export const SPECIAL_HOURS_HORIZON_DAYS = 183;

/** The days structured data announces special hours for, both ends included. */
export interface SpecialHoursWindow {
  from: IsoDate;
  through: IsoDate;
}

/** The holidays structured data announces at `now`: from the mall's today through the horizon. */
export function specialHoursWindow(now: Date): SpecialHoursWindow {
  const today = mallCalendarFields(now).date;
  return { from: today, through: addDays(today, SPECIAL_HOURS_HORIZON_DAYS) };
}

/** Whether structured data announces `date`'s special hours: every date when there is no window (no clock). */
export function isAnnounced(date: IsoDate, span: SpecialHoursWindow | undefined): boolean {
  return !span || (date >= span.from && date <= span.through);
}

/**
 * The regular weekly ranges and the holidays' effective ranges, for JSON-LD: the holidays within `span`
 * (`specialHoursWindow`), or every one without it.
 */
export function hoursForStructuredData(
  place: PlaceHoursInput,
  mall: MallHoursInput,
  span?: SpecialHoursWindow,
): { weekly: Record<Weekday, DisplayRange[]>; special: { date: IsoDate; ranges: DisplayRange[] }[] } | null {
  const hours = resolveHours(place, mall);
  if (hours.kind !== 'ok') return null;
  const weekly = Object.fromEntries(
    Object.entries(hours.week).map(([day, ranges]) => [day, ranges.map(toDisplay)]),
  ) as Record<Weekday, DisplayRange[]>;
  const special = hours.holidays
    .filter((h) => isAnnounced(h.date, span))
    .map((h) => ({ date: h.date, ranges: hours.rangesOn(h.date).map(toDisplay) }));
  return { weekly, special };
}
