/**
 * Event occurrences against "now", in the mall's time zone. Occurrences are wall-clock times of the mall
 * ("YYYY-MM-DDTHH:MM"), so "today", "this weekend" and "this month" are the mall's, wherever the visitor is.
 * Pure: the browser passes its clock, tests a fixed instant (ADR 0025).
 */
import type { EventOccurrence } from '@/lib/content';
import { addDays, mallCalendarFields, mallInstant, weekdayOfDate, type IsoDate } from '@/lib/time/mall-clock';
import type { EventKind } from './event-types';

/** The agenda's time windows, as the URL names them (`?quando=`). */
export const AGENDA_WHEN = ['hoje', 'fim-de-semana', 'mes'] as const;
export type AgendaWhen = (typeof AGENDA_WHEN)[number];

/** The instant a mall wall-clock time "YYYY-MM-DDTHH:MM" names. */
export function mallDateTimeInstant(local: string): Date {
  const [date = '', time = '00:00'] = local.split('T');
  const [h = 0, m = 0] = time.split(':').map(Number);
  return mallInstant(date, h * 60 + m);
}

export interface Window {
  from: Date;
  to: Date;
}

/**
 * From now to the end of the window: today, the weekend (Saturday and Sunday; on a weekend day, the rest of
 * it), or the calendar month.
 */
export function agendaWindow(when: AgendaWhen, now: Date): Window {
  const today = mallCalendarFields(now).date;
  const midnight = (date: IsoDate) => mallInstant(date, 0);
  if (when === 'hoje') return { from: now, to: midnight(addDays(today, 1)) };
  if (when === 'fim-de-semana') {
    const weekday = weekdayOfDate(today);
    const toMonday = { mon: 7, tue: 6, wed: 5, thu: 4, fri: 3, sat: 2, sun: 1 }[weekday];
    const monday = addDays(today, toMonday);
    const saturday = addDays(monday, -2);
    const from = weekday === 'sat' || weekday === 'sun' ? now : midnight(saturday);
    return { from, to: midnight(monday) };
  }
  const [y = 1970, m = 1] = today.split('-').map(Number);
  const nextMonth = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: now, to: midnight(nextMonth) };
}

const overlaps = (o: EventOccurrence, w: Window) =>
  mallDateTimeInstant(o.start) < w.to && mallDateTimeInstant(o.end) > w.from;

/** Whether every occurrence has ended: the event belongs to the archive. */
export function hasEnded(event: { occurrences: readonly EventOccurrence[] }, now: Date): boolean {
  return event.occurrences.every((o) => mallDateTimeInstant(o.end) <= now);
}

/** The first occurrence not yet over (the one a card, a calendar link or JSON-LD leads with). */
export function nextOccurrence<T extends { occurrences: readonly EventOccurrence[] }>(
  event: T,
  now: Date,
): EventOccurrence | null {
  return [...event.occurrences].sort(byStart).find((o) => mallDateTimeInstant(o.end) > now) ?? null;
}

const byStart = (a: EventOccurrence, b: EventOccurrence) => a.start.localeCompare(b.start);

export interface AgendaEntry<T> {
  event: T;
  occurrence: EventOccurrence;
  /** under way at `now` (started before it) */
  ongoing: boolean;
}

export interface AgendaDay<T> {
  /** "YYYY-MM-DD" in the mall's zone */
  date: IsoDate;
  entries: AgendaEntry<T>[];
}

/**
 * Upcoming occurrences by day: each occurrence once, under the day it starts, or under today while it is
 * under way (an exhibition that opened weeks ago is on today). Filtered by a window and a kind.
 */
export function agendaDays<T extends { occurrences: readonly EventOccurrence[]; kind: EventKind }>(
  events: readonly T[],
  now: Date,
  filter: { when?: AgendaWhen | null; kind?: EventKind | null } = {},
): AgendaDay<T>[] {
  const today = mallCalendarFields(now).date;
  const window = filter.when ? agendaWindow(filter.when, now) : null;
  const byDay = new Map<IsoDate, AgendaEntry<T>[]>();
  for (const event of events) {
    if (filter.kind && event.kind !== filter.kind) continue;
    for (const occurrence of event.occurrences) {
      if (mallDateTimeInstant(occurrence.end) <= now) continue;
      if (window && !overlaps(occurrence, window)) continue;
      const ongoing = mallDateTimeInstant(occurrence.start) <= now;
      const startDay = occurrence.start.slice(0, 10);
      // the day it shows under: in a window that starts later (the weekend, seen on a Friday), its first day there
      const windowDay = window ? mallCalendarFields(window.from).date : today;
      const day = startDay < windowDay ? windowDay : startDay;
      const entries = byDay.get(day) ?? [];
      entries.push({ event, occurrence, ongoing });
      byDay.set(day, entries);
    }
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, entries]) => ({ date, entries: entries.sort((a, b) => byStart(a.occurrence, b.occurrence)) }));
}
