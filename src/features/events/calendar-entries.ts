import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { getPublicConfig } from '@/lib/config/public';
import type { CalendarEntry } from './model/calendar-entry';
import type { EventSummary } from './model/event-types';
import { mallDateTimeInstant } from './model/occurrences';
import type { MallAddress } from './load-events';

const siteUrl = () => getPublicConfig().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
const host = () => new URL(siteUrl()).host;

/** "Shopping Jacarandá, Av. …, Belo Horizonte - MG, 30000-000": what a calendar app can find on a map */
export function mallLocation(mall: MallAddress): string {
  const cityState = [mall.city, mall.state].filter(Boolean).join(' - ');
  return [mall.name, mall.streetAddress, cityState, mall.postalCode].filter(Boolean).join(', ');
}

export const articleUrl = (locale: AppLocale, slug: string) =>
  `${siteUrl()}${getPathname({ locale, href: { pathname: '/artigo/[slug]', params: { slug } } })}`;

/** An event's occurrence as a calendar entry; `where` is the place inside the mall, already worded. */
export function eventCalendarEntry(
  locale: AppLocale,
  event: EventSummary,
  index: number,
  mall: MallAddress,
  where: string | null,
): CalendarEntry | null {
  const occurrence = event.occurrences[index];
  if (!occurrence) return null;
  return {
    uid: `${event.id}-${occurrence.start.replace(/\D/g, '')}@${host()}`,
    title: event.title,
    description: event.excerpt ?? '',
    location: [where, mallLocation(mall)].filter(Boolean).join(' · '),
    url: articleUrl(locale, event.slug),
    start: mallDateTimeInstant(occurrence.start),
    end: mallDateTimeInstant(occurrence.end),
    status: event.status === 'cancelled' ? 'CANCELLED' : event.status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED',
  };
}

export interface SessionInput {
  movieSlug: string;
  title: string;
  durationMinutes: number | null;
  date: string;
  time: string;
  room: string;
  format: string;
}

/** A cinema session: the film's running time, or two hours when the CMS has none. */
export function sessionCalendarEntry(locale: AppLocale, s: SessionInput, mall: MallAddress, cinemaLabel: string) {
  const start = mallDateTimeInstant(`${s.date}T${s.time}`);
  const minutes = s.durationMinutes && s.durationMinutes > 0 ? s.durationMinutes : 120;
  const href = getPathname({ locale, href: { pathname: '/cinema/[slug]', params: { slug: s.movieSlug } } });
  return {
    uid: `session-${s.movieSlug}-${s.date.replace(/-/g, '')}${s.time.replace(':', '')}-${s.room.replace(/\W+/g, '')}@${host()}`,
    title: `${s.title} (${s.format})`,
    description: `${cinemaLabel}, ${s.room}`,
    location: `${cinemaLabel}, ${s.room} · ${mallLocation(mall)}`,
    url: `${siteUrl()}${href}`,
    start,
    end: new Date(start.getTime() + minutes * 60_000),
  } satisfies CalendarEntry;
}
