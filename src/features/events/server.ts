import 'server-only';

export * from './AgendaScreen';
export * from './calendar-entries';
export * from './EventFacts';
export * from './EventsSoon';
export * from './load-events';
export { googleCalendarUrl } from './model/calendar-entry';
export { parseSessionKey } from './model/calendar-hrefs';
export { icsCalendar } from './model/ics';

/** Calendar files cache like the map's floor shapes: briefly in browsers, longer in a CDN (ADR 0071). */
export const CALENDAR_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

export function calendarFileResponse(text: string, filename: string): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]+/g, '-')}"`,
      'Cache-Control': CALENDAR_CACHE_CONTROL,
    },
  });
}

export function calendarNotFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
}
