import { describe, expect, it } from 'vitest';
import { type MovieSummary, parseSessions } from '@/features/cinema';
import { movieSchedule, moviesToday, timesOn } from './movies-today';

const session = (weekday: string, time: string, room = 'Sala 1') => ({
  weekday,
  time,
  room,
  format: '2D',
  audio: 'dubbed',
  accessibility: [],
  ticketUrl: 'https://ingressos.example/x',
});

const movie = (id: string, sessions: unknown[], run: Partial<MovieSummary> = {}): MovieSummary => ({
  id,
  slug: id,
  title: id,
  ageRating: 'L',
  startsOn: '2026-11-01',
  endsOn: null,
  // as the server hands it over: checked by the programme's schema
  sessions: parseSessions(sessions),
  ...run,
});

// 2026-11-22 is a Sunday
describe('moviesToday', () => {
  it('keeps the sessions still to come today, soonest movie first, each time once', () => {
    const list = moviesToday(
      [
        movie('b', [
          session('sun', '21:00'),
          session('sun', '16:00'),
          session('sun', '16:00', 'Sala 2'),
          session('sat', '11:00'),
        ]),
        movie('a', [session('sun', '15:30'), session('sun', '13:00')]),
      ].map(movieSchedule),
      '2026-11-22',
      '14:00',
    );
    expect(list.map((m) => [m.movie.id, m.upcoming])).toEqual([
      ['a', ['15:30']],
      ['b', ['16:00', '21:00']],
    ]);
  });

  it('lists every movie /cinema lists today: those whose sessions are over come last, with none to come', () => {
    const list = moviesToday(
      [
        movie('over', [session('sun', '13:00')]),
        movie('ended', [session('sun', '20:00')], { endsOn: '2026-11-21' }),
        movie('saturday-only', [session('sat', '20:00')]),
        movie('later', [session('sun', '20:00')]),
      ].map(movieSchedule),
      '2026-11-22',
      '14:00',
    );
    expect(list.map((m) => [m.movie.id, m.upcoming])).toEqual([
      ['later', ['20:00']],
      ['over', []],
    ]);
  });

  it('the schedule the page carries holds each weekly time once, without rooms or ticket links', () => {
    const schedule = movieSchedule(movie('m', [session('sun', '16:00'), session('sun', '16:00', 'Sala 2')]));
    expect(schedule).toEqual({
      id: 'm',
      title: 'm',
      startsOn: '2026-11-01',
      endsOn: null,
      week: { sun: '16:00' },
    });
  });

  it('packs the week: weekdays with the same times share them, the times in order', () => {
    const schedule = movieSchedule(
      movie('m', [
        session('mon', '22:10'),
        session('fri', '23:50'),
        session('tue', '22:10'),
        session('fri', '22:10'),
        session('sat', '22:10'),
        session('sat', '23:50'),
      ]),
    );
    expect(schedule.week).toEqual({ 'mon tue': '22:10', 'fri sat': '22:10 23:50' });
    expect(timesOn(schedule.week, 'fri')).toEqual(['22:10', '23:50']);
    expect(timesOn(schedule.week, 'sun')).toEqual([]);
  });

  it('carries no slots for a programme with a slot it cannot read (ADR 0037: a field is read whole)', () => {
    expect(movieSchedule(movie('m', [session('sun', '16:00'), session('mon', '25:00')])).week).toEqual({});
    expect(movieSchedule(movie('m', [session('sun', '16:00'), { weekday: 'tue' }])).week).toEqual({});
  });
});
