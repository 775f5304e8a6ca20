/**
 * Where the calendar files are served (src/app/api/calendar/…): cached route answers, one per event
 * occurrence and per cinema session. Outside the proxy's paths, so the locale is a plain segment.
 */
export const eventIcsHref = (locale: string, id: string, index: number) =>
  `/api/calendar/${locale}/evento/${encodeURIComponent(id)}/${index}.ics`;

/** `2026-11-20-1930`: a session's date and time in a path segment */
export const sessionKey = (date: string, time: string) => `${date}-${time.replace(':', '')}`;

export function parseSessionKey(key: string): { date: string; time: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})$/.exec(key);
  return m ? { date: m[1] ?? '', time: `${m[2]}:${m[3]}` } : null;
}

export const sessionCalendarHref = (
  locale: string,
  movieSlug: string,
  date: string,
  time: string,
  format: 'ics' | 'google',
) => `/api/calendar/${locale}/sessao/${encodeURIComponent(movieSlug)}/${sessionKey(date, time)}.${format}`;
