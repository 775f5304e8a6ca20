import type { EventDetails, EventOccurrence } from '@/lib/content';

export type EventKind = EventDetails['kind'];

/**
 * 'scheduled': on as planned; 'cancelled'; 'postponed': off its dates, the new one not known yet;
 * 'rescheduled': moved to the dates it now has (ADR 0079).
 */
export type EventStatus = 'scheduled' | 'cancelled' | 'postponed' | 'rescheduled';

/** Where an event happens: a place of the map (store, restaurant, service) and/or a map unit. */
export interface EventPlace {
  kind: 'store' | 'restaurant' | 'service';
  slug: string;
  name: string;
  floorName: string | null;
  unit: string | null;
}

/** An event as the agenda and the article page show it; plain data, so it crosses to the browser. */
export interface EventSummary {
  /** the article's record id */
  id: string;
  /** the article's slug in the page's locale */
  slug: string;
  title: string;
  excerpt: string | null;
  kind: EventKind;
  occurrences: readonly EventOccurrence[];
  place: EventPlace | null;
  /** a map unit's code where no place names the spot */
  unit: string | null;
  /** reais; null: free */
  priceBrl: number | null;
  ageRating: EventDetails['ageRating'];
  accessibility: EventDetails['accessibility'];
  registrationUrl: string | null;
  status: EventStatus;
  /** a rescheduled event's first start before it moved, "YYYY-MM-DDTHH:MM" in the mall */
  previousStart: string | null;
}

/** Can it go in a calendar? Not when it will not happen on its dates (ADR 0079). */
export const canAddToCalendar = (event: Pick<EventSummary, 'status'>) =>
  event.status === 'scheduled' || event.status === 'rescheduled';

/** What the agenda and the home band send the browser: no excerpt (their cards do not show it). */
export const forListing = (event: EventSummary): EventSummary => ({ ...event, excerpt: null });
