import { mallCalendarFields } from '@/lib/time/mall-clock';

/**
 * Whether an offer is on, from its two instants and the time given: the
 * browser's clock on pages (cached, ADR 0025), a fixed instant in tests. The
 * instants carry their offset, so the visitor's own time zone never matters;
 * the days said to the visitor are the mall's (America/Sao_Paulo).
 */
export type OfferState = 'upcoming' | 'current' | 'ended';

export interface OfferValidity {
  /** ISO 8601 with offset, as DatoCMS sends a date_time */
  startsAt: string;
  endsAt: string;
}

/** ending within this many hours counts as "ending soon" (the list's filter) */
export const ENDING_SOON_HOURS = 72;

/** Current from its first minute; ended from the minute it ends (an offer ending at 22:00 is over at 22:00). */
export function offerState(offer: OfferValidity, at: Date): OfferState {
  const now = at.getTime();
  if (now < Date.parse(offer.startsAt)) return 'upcoming';
  if (now >= Date.parse(offer.endsAt)) return 'ended';
  return 'current';
}

export function isEndingSoon(offer: OfferValidity, at: Date): boolean {
  return (
    offerState(offer, at) === 'current' && Date.parse(offer.endsAt) - at.getTime() <= ENDING_SOON_HOURS * 3_600_000
  );
}

/**
 * The mall's calendar day an offer ends on. One ending at midnight sharp ends
 * with the day before it: "until Friday", not "until Saturday at 00:00".
 */
export function lastMallDay(offer: OfferValidity): string {
  const end = new Date(Date.parse(offer.endsAt));
  const fields = mallCalendarFields(end);
  return fields.minutes === 0 ? mallCalendarFields(new Date(end.getTime() - 60_000)).date : fields.date;
}

/** Does the offer end on the mall's current day (tonight)? */
export function endsToday(offer: OfferValidity, at: Date): boolean {
  return offerState(offer, at) === 'current' && lastMallDay(offer) === mallCalendarFields(at).date;
}

/** "22:00" in the mall, or null for midnight (the end of the day). */
export function endTimeOfDay(offer: OfferValidity): string | null {
  const { minutes, hour, minute } = mallCalendarFields(new Date(Date.parse(offer.endsAt)));
  return minutes === 0 ? null : `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "20/11" (pt) or "20 Nov" (en) for a mall calendar day "YYYY-MM-DD". */
export function formatMallDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pt-BR', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The first mall day of the offer. */
export function firstMallDay(offer: OfferValidity): string {
  return mallCalendarFields(new Date(Date.parse(offer.startsAt))).date;
}
