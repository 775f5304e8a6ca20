import { getTranslations } from 'next-intl/server';
import {
  calendarFileResponse,
  calendarNotFound,
  eventCalendarEntry,
  icsCalendar,
  loadEvent,
} from '@/features/events/server';
import { whereLabel } from '@/features/events';
import { isAppLocale } from '@/i18n/routing';

type Params = Promise<{ locale: string; id: string; occurrence: string }>;

/**
 * `GET /api/calendar/{locale}/evento/{article id}/{n}.ics`: one occurrence of an event as an RFC 5545 file
 * (ADR 0071). The content answer is cached by `queryCms`; the file's bytes depend on content only.
 */
export async function GET(_request: Request, { params }: { params: Params }): Promise<Response> {
  const { locale, id, occurrence } = await params;
  const index = /^(\d{1,3})\.ics$/.exec(occurrence)?.[1];
  if (!isAppLocale(locale) || index === undefined) return calendarNotFound();
  const loaded = await loadEvent(locale, id);
  if (!loaded) return calendarNotFound();
  const t = await getTranslations({ locale, namespace: 'events' });
  const where = whereLabel(loaded.event, (unit) => t('unit', { unit }));
  const entry = eventCalendarEntry(locale, loaded.event, Number(index), loaded.mall, where);
  if (!entry) return calendarNotFound();
  const text = icsCalendar([entry], { name: loaded.mall.name || t('title'), stamp: loaded.updatedAt });
  return calendarFileResponse(text, `${loaded.event.slug}-${Number(index) + 1}.ics`);
}
