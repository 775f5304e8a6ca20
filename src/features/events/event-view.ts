import type { EventArticleFieldsFragment } from '@generated/graphql';
import { eventDetailsSchema } from '@/lib/content';
import type { EventPlace, EventSummary } from './model/event-types';

const PLACE_KIND = { StoreRecord: 'store', RestaurantRecord: 'restaurant', ServiceRecord: 'service' } as const;

function placeOf(record: EventArticleFieldsFragment['eventPlace']): EventPlace | null {
  if (!record || !record.slug || !record.name) return null;
  return {
    kind: PLACE_KIND[record.__typename],
    slug: record.slug,
    name: record.name,
    floorName: (record.__typename === 'ServiceRecord' ? record.serviceFloor?.name : record.floor?.name) ?? null,
    unit: record.unit ?? null,
  };
}

/**
 * An article's event, its JSON read whole through the schema on the server (ADR 0037): an article whose
 * event data does not parse is no event (it stays an article), rather than an event with wrong dates.
 */
export function toEventSummary(r: EventArticleFieldsFragment): EventSummary | null {
  const details = eventDetailsSchema.safeParse(r.event);
  if (!details.success || !r.title || !r.slug) return null;
  const e = details.data;
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt ?? null,
    kind: e.kind,
    occurrences: [...e.occurrences].sort((a, b) => a.start.localeCompare(b.start)),
    place: placeOf(r.eventPlace),
    unit: e.unit ?? null,
    priceBrl: e.priceBrl ?? null,
    ageRating: e.ageRating,
    accessibility: e.accessibility,
    registrationUrl: e.registrationUrl ?? null,
    status: e.status === 'postponed' && e.previousStart ? 'rescheduled' : (e.status ?? 'scheduled'),
    previousStart: e.status === 'postponed' ? (e.previousStart ?? null) : null,
  };
}
