import type { OfferSummary } from './model/offer-summary';
import type { OfferValidity } from './model/offer-state';

/**
 * Which places have offers, and their dates, for the map's place card: by `offerPlaceKey` (its kind and slug: the
 * map's data carries no record ids, ADR 0082), each with its slug (the card links to `/ofertas?loja=<slug>`) and
 * its offers' two instants. The count is taken in the browser,
 * at its clock (the page is cached, ADR 0025), and worded there: no text travels here (ADR 0082).
 */
export interface OffersByPlace {
  readonly [placeKey: string]: { slug: string; offers: OfferValidity[] };
}

export const offerPlaceKey = (place: { kind: string; slug: string }): string => `${place.kind}:${place.slug}`;

export function offersByPlace(offers: readonly OfferSummary[]): OffersByPlace {
  const places: Record<string, { slug: string; offers: OfferValidity[] }> = {};
  for (const offer of offers)
    for (const p of offer.places)
      (places[offerPlaceKey(p)] ??= { slug: p.slug, offers: [] }).offers.push({
        startsAt: offer.startsAt,
        endsAt: offer.endsAt,
      });
  return places;
}
