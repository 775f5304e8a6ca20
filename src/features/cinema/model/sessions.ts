import type { MovieAudio, MovieFormat, MovieSession } from '@/lib/content';
import { MOVIE_AUDIOS, MOVIE_FORMATS, type Weekday } from '@/lib/content/content-values';
import { weekdayOf } from './calendar';

/** The part of a movie record that decides when it plays. */
export interface MovieRun {
  startsOn: string;
  /** the last day of the run, inclusive; open-ended when null */
  endsOn: string | null;
  /** the weekly programme, checked on the server (`parseSessions`, read-sessions.ts) */
  sessions: readonly MovieSession[];
}

const FORMATS: readonly MovieFormat[] = MOVIE_FORMATS;
const AUDIOS: readonly MovieAudio[] = MOVIE_AUDIOS;

/** Whether the run covers a calendar date (ISO dates compare as strings). */
export function isPlayingOn(run: Pick<MovieRun, 'startsOn' | 'endsOn'>, isoDate: string): boolean {
  if (isoDate < run.startsOn) return false;
  return run.endsOn === null || isoDate <= run.endsOn;
}

const byTimeThenRoom = (a: MovieSession, b: MovieSession) =>
  a.time.localeCompare(b.time) || a.room.localeCompare(b.room, 'pt-BR', { numeric: true });

/** The sessions of a movie on a calendar date of the mall, earliest first; none outside the run. */
export function sessionsOn(run: MovieRun, isoDate: string): MovieSession[] {
  if (!isPlayingOn(run, isoDate)) return [];
  const weekday = weekdayOf(isoDate);
  return run.sessions.filter((s) => s.weekday === weekday).sort(byTimeThenRoom);
}

/** The sessions of a weekday of the programme, earliest first, whatever the run's dates. */
export function sessionsOnWeekday(run: Pick<MovieRun, 'sessions'>, weekday: Weekday): MovieSession[] {
  return run.sessions.filter((s) => s.weekday === weekday).sort(byTimeThenRoom);
}

export interface SessionGroup {
  format: MovieFormat;
  audio: MovieAudio;
  sessions: MovieSession[];
}

/**
 * Sessions grouped by format and audio ("3D · Legendado: 14:00 17:30"), the way
 * cinema-goers choose. Groups follow the format order 2D, 3D, IMAX, VIP, then audio.
 */
export function groupByFormatAndAudio(sessions: readonly MovieSession[]): SessionGroup[] {
  const groups = new Map<string, SessionGroup>();
  for (const session of sessions) {
    const key = `${session.format}|${session.audio}`;
    const group = groups.get(key) ?? { format: session.format, audio: session.audio, sessions: [] };
    group.sessions.push(session);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        FORMATS.indexOf(a.format) - FORMATS.indexOf(b.format) || AUDIOS.indexOf(a.audio) - AUDIOS.indexOf(b.audio),
    )
    .map((g) => ({ ...g, sessions: [...g.sessions].sort(byTimeThenRoom) }));
}

/** A session of today whose start time has passed (shown, but not offered for sale). */
export function hasStarted(
  session: Pick<MovieSession, 'time'>,
  isoDate: string,
  today: string,
  nowTime: string,
): boolean {
  if (isoDate !== today) return isoDate < today;
  return session.time <= nowTime;
}
