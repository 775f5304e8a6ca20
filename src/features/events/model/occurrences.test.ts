import { describe, expect, it } from 'vitest';
import type { EventOccurrence } from '@/lib/content';
import { archivedEvents } from './event-archive';
import { agendaDays, agendaWindow, hasEnded, mallDateTimeInstant, nextOccurrence } from './occurrences';
import type { EventKind } from './event-types';

const ev = (id: string, kind: EventKind, ...occurrences: EventOccurrence[]) => ({ id, kind, occurrences });
const o = (start: string, end: string): EventOccurrence => ({ start, end });

// Friday 20 November 2026, 12:00 in São Paulo (UTC−3)
const FRIDAY_NOON = new Date('2026-11-20T15:00:00Z');

const EVENTS = [
  ev('samba', 'show', o('2026-11-20T19:00', '2026-11-20T22:00')),
  ev('workshop', 'kids', o('2026-11-20T09:00', '2026-11-20T11:00'), o('2026-11-21T15:00', '2026-11-21T17:00')),
  ev('santa', 'kids', o('2026-11-22T16:00', '2026-11-22T20:00')),
  ev('exhibition', 'exhibition', o('2026-11-03T10:00', '2026-11-29T22:00')),
  ev('festival', 'fair', o('2026-11-27T12:00', '2026-11-27T22:00')),
  ev('pets', 'fair', o('2026-12-05T10:00', '2026-12-05T16:00')),
  ev('piano', 'show', o('2026-06-05T19:00', '2026-06-05T21:00')),
];

const ids = (days: ReturnType<typeof agendaDays<(typeof EVENTS)[number]>>) =>
  days.map((d) => [d.date, d.entries.map((e) => e.event.id)]);

describe('event occurrences in the mall’s time zone', () => {
  it('reads a wall-clock time as São Paulo’s', () => {
    expect(mallDateTimeInstant('2026-11-20T19:00').toISOString()).toBe('2026-11-20T22:00:00.000Z');
  });

  it('lists upcoming occurrences by day; an ended one leaves, one under way shows today', () => {
    expect(ids(agendaDays(EVENTS, FRIDAY_NOON))).toEqual([
      ['2026-11-20', ['exhibition', 'samba']],
      ['2026-11-21', ['workshop']],
      ['2026-11-22', ['santa']],
      ['2026-11-27', ['festival']],
      ['2026-12-05', ['pets']],
    ]);
    const [today] = agendaDays(EVENTS, FRIDAY_NOON);
    expect(today?.entries.find((e) => e.event.id === 'exhibition')?.ongoing).toBe(true);
  });

  it('today: what is left of the mall’s day, even for a visitor whose own day has turned', () => {
    expect(ids(agendaDays(EVENTS, FRIDAY_NOON, { when: 'hoje' }))).toEqual([['2026-11-20', ['exhibition', 'samba']]]);
    // 23:30 in São Paulo is already Saturday in UTC: still Friday at the mall, samba over, the exhibition's span on
    const lateFriday = new Date('2026-11-21T02:30:00Z');
    expect(ids(agendaDays(EVENTS, lateFriday, { when: 'hoje' }))).toEqual([['2026-11-20', ['exhibition']]]);
  });

  it('this weekend, seen on a Friday: Saturday and Sunday, not Friday evening', () => {
    const w = agendaWindow('fim-de-semana', FRIDAY_NOON);
    expect(w.from.toISOString()).toBe('2026-11-21T03:00:00.000Z');
    expect(w.to.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(ids(agendaDays(EVENTS, FRIDAY_NOON, { when: 'fim-de-semana' }))).toEqual([
      ['2026-11-21', ['exhibition', 'workshop']],
      ['2026-11-22', ['santa']],
    ]);
  });

  it('this weekend, seen on Sunday evening: only what is left of Sunday', () => {
    const sunday = new Date('2026-11-22T21:00:00Z'); // 18:00
    expect(ids(agendaDays(EVENTS, sunday, { when: 'fim-de-semana' }))).toEqual([
      ['2026-11-22', ['exhibition', 'santa']],
    ]);
  });

  it('this month ends on the last day of the mall’s month; kind filters too', () => {
    const month = ids(agendaDays(EVENTS, FRIDAY_NOON, { when: 'mes' }));
    expect(month.map(([d]) => d)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-27']);
    expect(ids(agendaDays(EVENTS, FRIDAY_NOON, { kind: 'fair' }))).toEqual([
      ['2026-11-27', ['festival']],
      ['2026-12-05', ['pets']],
    ]);
  });

  it('an event ends with its last occurrence: then the archive, latest first', () => {
    const workshop = EVENTS[1]!;
    expect(hasEnded(workshop, FRIDAY_NOON)).toBe(false);
    expect(nextOccurrence(workshop, FRIDAY_NOON)?.start).toBe('2026-11-21T15:00');
    expect(hasEnded(workshop, new Date('2026-11-21T20:00:00Z'))).toBe(true);
    expect(archivedEvents(EVENTS, FRIDAY_NOON).map((e) => e.id)).toEqual(['piano']);
    expect(archivedEvents(EVENTS, new Date('2026-12-31T12:00:00Z')).map((e) => e.id)[0]).toBe('pets');
  });
});
