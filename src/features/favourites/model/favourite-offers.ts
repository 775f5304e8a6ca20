import { offerState, type OfferState, type OfferValidity } from '@/features/offers';
import type { Favourite } from './favourites-store';

/**
 * What the favourites page carries of each offer: enough for a line with a link and its state, and the
 * record ids of its stores and restaurants, to hang it under a favourite place and to name them. The page is one cached page
 * for everyone, so it carries every offer; the browser picks (ADR 0078).
 */
export interface FavouriteOfferEntry extends OfferValidity {
  id: string;
  slug: string;
  title: string;
  /** its stores' and restaurants' record ids (their names are in the page's place lists) */
  placeIds: readonly string[];
}

const RANK: Record<OfferState, number> = { current: 0, upcoming: 1, ended: 2 };

/**
 * The offers kept as favourites: on ones first (soonest to end first), then those to come (soonest to start),
 * then ended ones, which stay listed, said to be over, until the visitor takes them off (ADR 0078). Without the
 * time (before hydration) in the favourites' order. An offer the site no longer has is not shown.
 */
export function favouriteOffers(
  favourites: readonly Favourite[],
  offers: readonly FavouriteOfferEntry[],
  now: Date | null,
): FavouriteOfferEntry[] {
  const byId = new Map(offers.map((o) => [o.id, o]));
  const kept = favourites.flatMap((f) => (f.kind === 'offer' ? (byId.get(f.id) ?? []) : []));
  if (!now) return kept;
  const key = (o: FavouriteOfferEntry): [number, number] => {
    const state = offerState(o, now);
    return [RANK[state], state === 'upcoming' ? Date.parse(o.startsAt) : Date.parse(o.endsAt)];
  };
  return kept
    .map((o) => ({ o, k: key(o) }))
    .sort((a, b) => a.k[0] - b.k[0] || (a.k[0] === 2 ? b.k[1] - a.k[1] : a.k[1] - b.k[1]))
    .map(({ o }) => o);
}

/** A place's offers on at `now` (the minute, in the mall's time zone), the soonest to end first. */
export function currentOffersOf(
  placeId: string,
  offers: readonly FavouriteOfferEntry[],
  now: Date,
): FavouriteOfferEntry[] {
  return offers
    .filter((o) => o.placeIds.includes(placeId) && offerState(o, now) === 'current')
    .sort((a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt));
}
