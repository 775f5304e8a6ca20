/**
 * The order and the end of offers, at the browser's clock: what every list of offers needs, apart from the offers
 * list's filters (./offer-list.ts), so that the home band and a store's page do not carry those (issue 21).
 */
import { offerState, type OfferValidity } from './offer-state';

/** Offers still on or to come at `now`: the lists, the store's page, the home band. */
export const notEnded = <T extends OfferValidity>(offers: readonly T[], now: Date): T[] =>
  offers.filter((o) => offerState(o, now) !== 'ended');

/**
 * Current offers first, the soonest to end first; then those still to start, the soonest first; then any that
 * have ended (the lists leave them out once the browser knows the time; the server's first page only orders by
 * its hourly clock, so they fall behind the rest there).
 */
export function sortOffers<T extends OfferValidity>(offers: readonly T[], now: Date | null): T[] {
  const key = (o: T) => {
    const state = now ? offerState(o, now) : 'current';
    if (state === 'upcoming') return [1, Date.parse(o.startsAt)];
    if (state === 'ended') return [2, Date.parse(o.endsAt)];
    return [0, Date.parse(o.endsAt)];
  };
  return [...offers].sort((a, b) => {
    const [ga = 0, ta = 0] = key(a);
    const [gb = 0, tb = 0] = key(b);
    return ga - gb || ta - tb;
  });
}
