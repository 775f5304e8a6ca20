import { describe, expect, it } from 'vitest';
import type { MovieSession } from '@/lib/content';
import {
  dayPeriodOf,
  filterSessions,
  isFiltering,
  NO_FILTER,
  parseSessionFilter,
  withSessionFilter,
} from './session-filters';

const session = (time: string, extra: Partial<MovieSession> = {}): MovieSession => ({
  weekday: 'wed',
  time,
  room: 'Sala 1',
  format: '2D',
  audio: 'dubbed',
  accessibility: [],
  ticketUrl: '',
  ...extra,
});

describe('session filters in the URL', () => {
  it('reads the Portuguese parameters, ignoring unknown values and case', () => {
    const filter = parseSessionFilter(
      new URLSearchParams('acessibilidade=Libras,xyz&audio=legendado&formato=3d&periodo=noite,manha&dia=2026-11-26'),
    );
    expect(filter).toEqual({
      accessibility: ['libras'],
      audio: ['subtitled'],
      format: ['3D'],
      period: ['morning', 'evening'],
    });
    expect(isFiltering(filter)).toBe(true);
    expect(isFiltering(parseSessionFilter(new URLSearchParams('dia=2026-11-26&audio=4d')))).toBe(false);
  });

  it('writes them back in a stable order and keeps the other parameters', () => {
    const search = withSessionFilter(new URLSearchParams('dia=2026-11-26&audio=dublado'), {
      ...NO_FILTER,
      accessibility: ['closed_captions', 'libras'],
      period: ['evening'],
    });
    expect(search.toString()).toBe('dia=2026-11-26&acessibilidade=libras%2Clegendas&periodo=noite');
    expect(parseSessionFilter(search).accessibility).toEqual(['libras', 'closed_captions']);
  });
});

describe('filterSessions', () => {
  const sessions = [
    session('10:30', { accessibility: ['libras'] }),
    session('14:00', { audio: 'subtitled', accessibility: ['libras', 'audio_description'] }),
    session('18:00', { format: '3D' }),
    session('21:15', { format: '3D', audio: 'subtitled', accessibility: ['closed_captions'] }),
  ];
  const times = (filter: Partial<typeof NO_FILTER>) =>
    filterSessions(sessions, { ...NO_FILTER, ...filter }).map((s) => s.time);

  it('keeps every session without a filter', () => {
    expect(times({})).toEqual(['10:30', '14:00', '18:00', '21:15']);
  });

  it('needs every accessibility feature asked for, and any of the audios, formats and periods', () => {
    expect(times({ accessibility: ['libras'] })).toEqual(['10:30', '14:00']);
    expect(times({ accessibility: ['libras', 'audio_description'] })).toEqual(['14:00']);
    expect(times({ audio: ['dubbed', 'subtitled'] })).toEqual(['10:30', '14:00', '18:00', '21:15']);
    expect(times({ format: ['3D'], audio: ['subtitled'] })).toEqual(['21:15']);
    expect(times({ period: ['morning', 'evening'] })).toEqual(['10:30', '18:00', '21:15']);
  });

  it('splits the day at noon and at six in the evening', () => {
    expect(['00:10', '11:59', '12:00', '17:59', '18:00', '23:30'].map(dayPeriodOf)).toEqual([
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});
