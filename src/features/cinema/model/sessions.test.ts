import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, mallDate, mallTime, nextDays, weekdayOf } from './calendar';
import { selectedDay } from './day-selection';
import { parseSessions } from './read-sessions';
import { groupByFormatAndAudio, hasStarted, isPlayingOn, sessionsOn, type MovieRun } from './sessions';

const slot = (weekday: string, time: string, extra: Record<string, unknown> = {}) => ({
  weekday,
  time,
  room: 'Sala 1',
  format: '2D',
  audio: 'dubbed',
  accessibility: [],
  ticketUrl: 'https://ingressos.example.com/s/1',
  ...extra,
});

describe('the mall calendar', () => {
  it('reads the date in São Paulo, not in UTC', () => {
    // 01:30 UTC on Saturday is still Friday evening in Belo Horizonte (UTC−3)
    expect(mallDate(new Date('2026-11-21T01:30:00Z'))).toBe('2026-11-20');
    expect(mallTime(new Date('2026-11-21T01:30:00Z'))).toBe('22:30');
    expect(mallDate(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-21');
  });

  it('maps calendar dates to weekdays', () => {
    expect(weekdayOf('2026-11-20')).toBe('fri');
    expect(weekdayOf('2026-11-22')).toBe('sun');
    expect(weekdayOf('2026-11-23')).toBe('mon');
  });

  it('lists the next days across month and year ends', () => {
    expect(nextDays('2026-12-29', 4)).toEqual(['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('accepts only real dates', () => {
    expect(isIsoDate('2026-11-20')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('20-11-2026')).toBe(false);
  });
});

describe('sessionsOn', () => {
  const run: MovieRun = {
    startsOn: '2026-11-19',
    endsOn: '2026-11-25',
    sessions: parseSessions([
      slot('fri', '21:10', { room: 'Sala 2' }),
      slot('fri', '14:00'),
      slot('fri', '21:10', { room: 'Sala 10' }),
      slot('sat', '16:00'),
    ]),
  };

  it("gives the day's sessions earliest first, then by room number", () => {
    expect(sessionsOn(run, '2026-11-20').map((s) => `${s.time} ${s.room}`)).toEqual([
      '14:00 Sala 1',
      '21:10 Sala 2',
      '21:10 Sala 10',
    ]);
    expect(sessionsOn(run, '2026-11-21').map((s) => s.time)).toEqual(['16:00']);
  });

  it('gives nothing before the run starts or after it ends, and includes both bounds', () => {
    expect(sessionsOn({ ...run, startsOn: '2026-11-21' }, '2026-11-20')).toEqual([]);
    expect(sessionsOn({ ...run, endsOn: '2026-11-19' }, '2026-11-20')).toEqual([]);
    expect(isPlayingOn(run, '2026-11-19')).toBe(true);
    expect(isPlayingOn(run, '2026-11-25')).toBe(true);
    expect(isPlayingOn(run, '2026-11-26')).toBe(false);
    expect(isPlayingOn({ startsOn: '2026-11-19', endsOn: null }, '2027-06-01')).toBe(true);
  });

  it('reads the programme whole: one slot with the wrong shape and it shows no sessions', () => {
    expect(parseSessions([slot('fri', '15:00', { accessibility: ['libras'] })])[0]?.accessibility).toEqual(['libras']);
    for (const bad of [
      slot('fri', '25:00'),
      slot('friday', '14:00'),
      slot('fri', '14:00', { format: '4D' }),
      slot('fri', '15:00', { accessibility: ['smell-o-vision'] }),
      slot('fri', '15:00', { ticketUrl: 'javascript:alert(1)' }),
      null,
    ]) {
      expect(parseSessions([slot('fri', '16:00'), bad]), JSON.stringify(bad)).toEqual([]);
    }
    expect(parseSessions({ not: 'a list' })).toEqual([]);
  });
});

describe('groupByFormatAndAudio', () => {
  it('groups sessions by format then audio in a stable order', () => {
    const groups = groupByFormatAndAudio(
      parseSessions([
        slot('fri', '20:00', { format: '3D', audio: 'subtitled' }),
        slot('fri', '15:00', { format: '2D', audio: 'subtitled' }),
        slot('fri', '13:00', { format: '2D', audio: 'dubbed' }),
        slot('fri', '17:00', { format: '3D', audio: 'subtitled' }),
      ]),
    );
    expect(groups.map((g) => `${g.format} ${g.audio}: ${g.sessions.map((s) => s.time).join(' ')}`)).toEqual([
      '2D dubbed: 13:00',
      '2D subtitled: 15:00',
      '3D subtitled: 17:00 20:00',
    ]);
  });
});

describe('hasStarted', () => {
  it("marks only today's sessions whose time has come", () => {
    expect(hasStarted({ time: '14:00' }, '2026-11-20', '2026-11-20', '14:00')).toBe(true);
    expect(hasStarted({ time: '14:00' }, '2026-11-20', '2026-11-20', '13:59')).toBe(false);
    expect(hasStarted({ time: '09:00' }, '2026-11-21', '2026-11-20', '23:00')).toBe(false);
  });
});

describe('selectedDay', () => {
  it('accepts a day within the next week and falls back to today otherwise', () => {
    expect(selectedDay('2026-11-26', '2026-11-20')).toBe('2026-11-26');
    expect(selectedDay('2026-11-27', '2026-11-20')).toBe('2026-11-20');
    expect(selectedDay('2026-11-19', '2026-11-20')).toBe('2026-11-20');
    expect(selectedDay('amanhã', '2026-11-20')).toBe('2026-11-20');
    expect(selectedDay(undefined, '2026-11-20')).toBe('2026-11-20');
    expect(selectedDay(['2026-11-22', '2026-11-23'], '2026-11-20')).toBe('2026-11-22');
  });
});
