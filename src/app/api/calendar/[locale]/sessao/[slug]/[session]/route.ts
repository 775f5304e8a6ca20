import { getTranslations } from 'next-intl/server';
import { sessionsOn } from '@/features/cinema';
import { loadMovie } from '@/features/cinema/load-movie';
import {
  calendarFileResponse,
  calendarNotFound,
  googleCalendarUrl,
  icsCalendar,
  loadEvents,
  parseSessionKey,
  sessionCalendarEntry,
} from '@/features/events/server';
import { isAppLocale } from '@/i18n/routing';

type Params = Promise<{ locale: string; slug: string; session: string }>;

/**
 * `GET /api/calendar/{locale}/sessao/{movie}/{YYYY-MM-DD-HHMM}.ics` (the file) or `….google` (a redirect to
 * Google Calendar's form): a cinema session on a date of the movie's run, at a time of that weekday's
 * programme; anything else is a 404. Cached like the event files (ADR 0071).
 */
export async function GET(_request: Request, { params }: { params: Params }): Promise<Response> {
  const { locale, slug, session } = await params;
  const m = /^(.+)\.(ics|google)$/.exec(session);
  const key = m ? parseSessionKey(m[1] ?? '') : null;
  if (!isAppLocale(locale) || !m || !key) return calendarNotFound();
  const movie = await loadMovie(locale, slug);
  const slot = movie ? sessionsOn(movie.summary, key.date).find((s) => s.time === key.time) : undefined;
  if (!movie || !slot) return calendarNotFound();
  const [{ mall }, t] = await Promise.all([loadEvents(locale), getTranslations({ locale, namespace: 'cinema' })]);
  const cinemaLabel = movie.cinemaTitle ?? `Cinema ${mall.name}`;
  const entry = sessionCalendarEntry(
    locale,
    {
      movieSlug: slug,
      title: movie.summary.title,
      durationMinutes: movie.summary.durationMinutes ?? null,
      date: key.date,
      time: key.time,
      room: slot.room,
      format: `${slot.format}, ${t(`audio.${slot.audio}`)}`,
    },
    mall,
    cinemaLabel,
  );
  if (m[2] === 'google')
    return new Response(null, {
      status: 307,
      headers: { Location: googleCalendarUrl(entry), 'Cache-Control': 'public, max-age=300, s-maxage=3600' },
    });
  const text = icsCalendar([entry], { name: cinemaLabel, stamp: new Date(`${movie.summary.startsOn}T00:00:00-03:00`) });
  return calendarFileResponse(text, `${slug}-${session}`);
}
