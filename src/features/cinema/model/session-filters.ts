import type { MovieAudio, MovieFormat, MovieSession, SessionAccessibility } from '@/lib/content';

/**
 * The programme's session filters, kept in the URL like the other list
 * filters (`/lojas?categoria=`): Portuguese parameter names and values in
 * both locales, so a link works in either and the language switch keeps it
 * (ADR 0068). Unknown values are ignored.
 *
 *   ?acessibilidade=libras,audiodescricao,legendas  every one of them (a need is not optional)
 *   ?audio=dublado,legendado                        any of them
 *   ?formato=3d                                     any of them
 *   ?periodo=manha,tarde,noite                      any of them
 */
export const FILTER_PARAMS = {
  accessibility: 'acessibilidade',
  audio: 'audio',
  format: 'formato',
  period: 'periodo',
} as const;

export const DAY_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type DayPeriod = (typeof DAY_PERIODS)[number];

const ACCESSIBILITY_VALUES: Record<SessionAccessibility, string> = {
  libras: 'libras',
  audio_description: 'audiodescricao',
  closed_captions: 'legendas',
};
const AUDIO_VALUES: Partial<Record<MovieAudio, string>> = { dubbed: 'dublado', subtitled: 'legendado' };
const FORMAT_VALUES: Partial<Record<MovieFormat, string>> = { '3D': '3d' };
const PERIOD_VALUES: Record<DayPeriod, string> = { morning: 'manha', afternoon: 'tarde', evening: 'noite' };

/** The filters a visitor can set, in the order they are offered. */
export const FILTER_OPTIONS = {
  accessibility: Object.keys(ACCESSIBILITY_VALUES) as SessionAccessibility[],
  audio: Object.keys(AUDIO_VALUES) as MovieAudio[],
  format: Object.keys(FORMAT_VALUES) as MovieFormat[],
  period: [...DAY_PERIODS],
};

export interface SessionFilter {
  accessibility: SessionAccessibility[];
  audio: MovieAudio[];
  format: MovieFormat[];
  period: DayPeriod[];
}

export const NO_FILTER: SessionFilter = { accessibility: [], audio: [], format: [], period: [] };

export function isFiltering(filter: SessionFilter): boolean {
  return Object.values(filter).some((values) => values.length > 0);
}

/** The part of the day a session starts in: morning before noon, evening from 18:00. */
export function dayPeriodOf(time: string): DayPeriod {
  if (time < '12:00') return 'morning';
  return time < '18:00' ? 'afternoon' : 'evening';
}

function readList<K extends string>(search: URLSearchParams, name: string, values: Partial<Record<K, string>>): K[] {
  const asked = new Set(
    search
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase()),
  );
  return (Object.keys(values) as K[]).filter((key) => asked.has(values[key] as string));
}

export function parseSessionFilter(search: URLSearchParams): SessionFilter {
  return {
    accessibility: readList(search, FILTER_PARAMS.accessibility, ACCESSIBILITY_VALUES),
    audio: readList(search, FILTER_PARAMS.audio, AUDIO_VALUES),
    format: readList(search, FILTER_PARAMS.format, FORMAT_VALUES),
    period: readList(search, FILTER_PARAMS.period, PERIOD_VALUES),
  };
}

/** `search` with the filter's parameters replaced (others, such as `dia`, kept), in a stable order. */
export function withSessionFilter(search: URLSearchParams, filter: SessionFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  const write = <K extends string>(name: string, keys: readonly K[], values: Partial<Record<K, string>>) => {
    next.delete(name);
    const ordered = (Object.keys(values) as K[]).filter((key) => keys.includes(key));
    if (ordered.length > 0) next.set(name, ordered.map((key) => values[key]).join(','));
  };
  write(FILTER_PARAMS.accessibility, filter.accessibility, ACCESSIBILITY_VALUES);
  write(FILTER_PARAMS.audio, filter.audio, AUDIO_VALUES);
  write(FILTER_PARAMS.format, filter.format, FORMAT_VALUES);
  write(FILTER_PARAMS.period, filter.period, PERIOD_VALUES);
  return next;
}

/** Whether a session is one the filter asks for. */
export function matchesFilter(session: MovieSession, filter: SessionFilter): boolean {
  return (
    filter.accessibility.every((need) => session.accessibility.includes(need)) &&
    (filter.audio.length === 0 || filter.audio.includes(session.audio)) &&
    (filter.format.length === 0 || filter.format.includes(session.format)) &&
    (filter.period.length === 0 || filter.period.includes(dayPeriodOf(session.time)))
  );
}

export function filterSessions<T extends MovieSession>(sessions: readonly T[], filter: SessionFilter): T[] {
  return isFiltering(filter) ? sessions.filter((s) => matchesFilter(s, filter)) : [...sessions];
}
