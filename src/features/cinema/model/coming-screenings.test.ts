import { describe, expect, it } from 'vitest';
import type { MovieSession } from '@/lib/content';
import { WEEKDAYS_FROM_MONDAY } from '@/lib/time/mall-clock';
import { comingScreenings } from './coming-screenings';
import { movieJsonLd } from './movie-json-ld';
import type { MovieRun } from './sessions';

const session = (weekday: MovieSession['weekday'], time: string, ticketUrl = ''): MovieSession => ({
  weekday,
  time,
  room: 'Sala 1',
  format: '2D',
  audio: 'dubbed',
  accessibility: [],
  ticketUrl,
});

/** Five sessions every day: 35 a week, like the busiest film of the demo content. */
const busyWeek = WEEKDAYS_FROM_MONDAY.flatMap((day) =>
  ['13:00', '15:30', '18:00', '20:30', '22:40'].map((time) =>
    session(day, time, `https://ingressos.example.com/${day}-${time}`),
  ),
);
const run: MovieRun = { startsOn: '2026-10-01', endsOn: null, sessions: busyWeek };

const jsonLdAt = (now: string, screeningsRun = run) =>
  movieJsonLd({
    url: 'https://shopping.example/cinema/o-voo',
    name: 'O Voo',
    cast: [],
    contentRating: 'L',
    inLanguage: 'pt-BR',
    screenings: comingScreenings(screeningsRun, new Date(now)),
    cinema: { name: 'Cinema' },
  }).subjectOf as Record<string, unknown>[];

describe('comingScreenings (the JSON-LD ScreeningEvents)', () => {
  it('starts after the render instant in the mall’s time: none already started', () => {
    // Wednesday 25 November 2026, 16:00 in São Paulo (19:00 UTC)
    const events = jsonLdAt('2026-11-25T19:00:00Z');
    expect(events[0]?.startDate).toBe('2026-11-25T18:00:00-03:00');
    expect(events.every((e) => String(e.startDate) > '2026-11-25T16:00')).toBe(true);
  });

  it('covers at most the next seven days and 30 events, earliest first', () => {
    const events = jsonLdAt('2026-11-25T12:00:00Z');
    expect(events).toHaveLength(30);
    const dates = events.map((e) => String(e.startDate));
    expect(dates).toEqual([...dates].sort());
    expect(dates.at(-1)! < '2026-12-02').toBe(true);
  });

  it('stops at the end of the run and starts with it', () => {
    expect(jsonLdAt('2026-11-25T12:00:00Z', { ...run, endsOn: '2026-11-26' })).toHaveLength(10);
    expect(jsonLdAt('2026-11-25T12:00:00Z', { ...run, startsOn: '2026-12-10' })).toEqual([]);
    // after midnight in the mall (03:30 UTC is 00:30 on Thursday): Thursday's sessions are all to come
    expect(jsonLdAt('2026-11-26T03:30:00Z', { ...run, endsOn: '2026-11-26' })).toHaveLength(5);
  });

  it('offers no Offer without a price, and links the ticket seller as the event’s page', () => {
    const [event] = jsonLdAt('2026-11-25T12:00:00Z');
    expect(event).not.toHaveProperty('offers');
    expect(event).toMatchObject({
      '@type': 'ScreeningEvent',
      url: 'https://ingressos.example.com/wed-13:00',
      videoFormat: '2D',
      inLanguage: 'pt-BR',
    });
    expect(JSON.stringify(jsonLdAt('2026-11-25T12:00:00Z'))).not.toContain('Offer');
  });
});
