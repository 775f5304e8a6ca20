import type { EventSummary } from './event-types';

export interface EventJsonLdInput {
  event: EventSummary;
  url: string;
  imageUrl?: string | null;
  inLanguage: string;
  mall: {
    name: string;
    url: string;
    streetAddress?: string | null;
    city?: string | null;
    state?: string | null;
    postalCode?: string | null;
  };
}

const withOffset = (local: string) => `${local}:00-03:00`;

const STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
} as const;

/**
 * schema.org's `previousStartDate`: a rescheduled event's old start (its `startDate` is the new one); a
 * postponed one keeps its old dates as `startDate` until the new one is known, and says it again here, as
 * schema.org asks (ADR 0079).
 */
function previousStartDate(event: EventSummary, start: string): string | undefined {
  if (event.status === 'rescheduled' && event.previousStart) return withOffset(event.previousStart);
  if (event.status === 'postponed') return withOffset(start);
  return undefined;
}

/**
 * schema.org `Event`s of an event article, one per occurrence (Google reads one Event per date): scheduled,
 * at the mall (a `Place` inside the `ShoppingCenter` when a store, restaurant or unit is named), with an
 * `Offer` for its price (0 when free) and the registration link. Times carry the mall's offset (no daylight
 * saving since 2019), as the cinema's ScreeningEvents do. No "now": an ended event keeps its data. A cancelled,
 * postponed or rescheduled event says so in `eventStatus` (ADR 0079).
 */
export function eventJsonLd({ event, url, imageUrl, inLanguage, mall }: EventJsonLdInput): Record<string, unknown>[] {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: mall.streetAddress ?? undefined,
    addressLocality: mall.city ?? undefined,
    addressRegion: mall.state ?? undefined,
    postalCode: mall.postalCode ?? undefined,
    addressCountry: 'BR',
  };
  const shoppingCenter = { '@type': 'ShoppingCenter', name: mall.name, url: mall.url, address };
  const spot = event.place
    ? [event.place.name, event.place.floorName, event.place.unit ?? event.unit].filter(Boolean).join(', ')
    : event.unit;
  const location = spot
    ? { '@type': 'Place', name: `${spot} · ${mall.name}`, address, containedInPlace: shoppingCenter }
    : shoppingCenter;
  const offers = {
    '@type': 'Offer',
    price: (event.priceBrl ?? 0).toFixed(2),
    priceCurrency: 'BRL',
    availability: 'https://schema.org/InStock',
    url: event.registrationUrl ?? url,
  };
  return event.occurrences.map((o) => {
    const previous = previousStartDate(event, o.start);
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      ...(event.excerpt ? { description: event.excerpt } : {}),
      url,
      ...(imageUrl ? { image: [imageUrl] } : {}),
      startDate: withOffset(o.start),
      endDate: withOffset(o.end),
      eventStatus: STATUS[event.status],
      ...(previous ? { previousStartDate: previous } : {}),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      isAccessibleForFree: event.priceBrl === null,
      typicalAgeRange: event.ageRating === 'L' ? undefined : `${event.ageRating}-`,
      inLanguage,
      location,
      offers,
      organizer: { '@type': 'Organization', name: mall.name, url: mall.url },
    };
  });
}
