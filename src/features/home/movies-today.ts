import { weekdayOf, hasStarted, isPlayingOn, type MovieRun } from '@/features/cinema';

/**
 * The weekly times as "showing today" sees them (rooms, formats and ticket links stay out of the page's payload),
 * packed: weekdays that share their times under one key, both lists space-separated and the
 * times sorted (`{"mon tue wed thu": "22:10", "fri sat sun": "22:10 23:50"}`). Eight movies' weeks as
 * `{weekday, time}` pairs were 1.0 kB gzip of the home page's payload, packed 0.5 kB (issue 21).
 */
export type WeeklyTimes = Readonly<Record<string, string>>;

/** What deciding "showing today" needs of a movie: its run, its weekly times and its title (for ties). */
export interface MovieSchedule extends Pick<MovieRun, 'startsOn' | 'endsOn'> {
  id: string;
  title: string;
  /** the valid sessions of the weekly programme, each weekday and time once */
  week: WeeklyTimes;
}

/** The times of one weekday, earliest first (none when the movie has no session that day). */
export function timesOn(week: WeeklyTimes, weekday: string): string[] {
  const entry = Object.entries(week).find(([days]) => days.split(' ').includes(weekday));
  return entry ? entry[1].split(' ') : [];
}

/**
 * The compact schedule the browser needs to pick today's movies: computed on
 * the server, so the cached page carries each weekly time once and nothing else.
 */
export function movieSchedule({
  id,
  title,
  startsOn,
  endsOn,
  sessions,
}: MovieRun & { id: string; title: string }): MovieSchedule {
  const byDay = new Map<string, Set<string>>();
  for (const { weekday, time } of sessions) {
    const times = byDay.get(weekday) ?? new Set<string>();
    byDay.set(weekday, times.add(time));
  }
  const daysByTimes = new Map<string, string[]>();
  for (const [weekday, times] of byDay) {
    const key = [...times].sort().join(' ');
    daysByTimes.set(key, [...(daysByTimes.get(key) ?? []), weekday]);
  }
  const week = Object.fromEntries([...daysByTimes].map(([times, days]) => [days.join(' '), times]));
  return { id, title, startsOn, endsOn, week };
}

export interface MovieToday<M extends MovieSchedule = MovieSchedule> {
  movie: M;
  /** today's sessions not started yet, "HH:MM", earliest first, each time once */
  upcoming: string[];
}

/**
 * Today's movies, as /cinema lists them for today: every movie in its run
 * with a session today (isPlayingOn and the day's sessions, the programme's
 * own rule), with the sessions not started at `nowTime` (the mall's clock).
 * Those with a session still to come first, soonest first; then those whose
 * sessions today are over.
 */
export function moviesToday<M extends MovieSchedule>(
  movies: readonly M[],
  today: string,
  nowTime: string,
): MovieToday<M>[] {
  const weekday = weekdayOf(today);
  return movies
    .filter((movie) => isPlayingOn(movie, today) && timesOn(movie.week, weekday).length > 0)
    .map((movie) => ({
      movie,
      upcoming: timesOn(movie.week, weekday).filter((time) => !hasStarted({ time }, today, today, nowTime)),
    }))
    .sort(
      (a, b) =>
        Number(a.upcoming.length === 0) - Number(b.upcoming.length === 0) ||
        (a.upcoming[0] ?? '').localeCompare(b.upcoming[0] ?? '') ||
        a.movie.title.localeCompare(b.movie.title, 'pt-BR'),
    );
}
