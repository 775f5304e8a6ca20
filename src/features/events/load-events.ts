import { EventByIdDocument, EventsDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { toEventSummary } from './event-view';
import type { EventSummary } from './model/event-types';

export interface MallAddress {
  name: string;
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

type Settings = { mallName?: string | null } & Partial<Omit<MallAddress, 'name'>>;

const mallOf = (s: Settings | null | undefined): MallAddress => ({
  name: s?.mallName ?? '',
  streetAddress: s?.streetAddress ?? null,
  city: s?.city ?? null,
  state: s?.state ?? null,
  postalCode: s?.postalCode ?? null,
});

/** Every event, in one cached request shared by the agenda, the home band and the article pages. */
export async function loadEvents(locale: AppLocale): Promise<{ events: EventSummary[]; mall: MallAddress }> {
  const data = await queryCms(EventsDocument, { locale });
  return {
    events: data.allArticles.flatMap((r) => toEventSummary(r) ?? []),
    mall: mallOf(data.siteSettings),
  };
}

/** One event for its calendar file, with its last change (the file's DTSTAMP); null: no such event. */
export async function loadEvent(locale: AppLocale, id: string) {
  const data = await queryCms(EventByIdDocument, { locale, id });
  const event = data.article ? toEventSummary(data.article) : null;
  if (!event || !data.article) return null;
  return { event, updatedAt: new Date(data.article._updatedAt), mall: mallOf(data.siteSettings) };
}
