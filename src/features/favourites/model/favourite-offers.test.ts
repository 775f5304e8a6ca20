import { describe, expect, it } from 'vitest';
import { currentOffersOf, favouriteOffers, type FavouriteOfferEntry } from './favourite-offers';

// the mall is at UTC−3: 2026-11-20T17:00Z is Friday 14:00 in São Paulo
const offer = (id: string, startsAt: string, endsAt: string, placeIds = ['s1']): FavouriteOfferEntry => ({
  id,
  slug: id,
  title: id,
  startsAt,
  endsAt,
  placeIds,
});
const tonight = offer('tonight', '2026-11-20T03:00:00-03:00', '2026-11-20T22:00:00-03:00');
const week = offer('week', '2026-11-16T00:00:00-03:00', '2026-11-27T00:00:00-03:00', ['s1', 'r1']);
const next = offer('next', '2026-11-27T00:00:00-03:00', '2026-12-04T00:00:00-03:00');
const past = offer('past', '2026-11-01T00:00:00-03:00', '2026-11-20T00:00:00-03:00');
const offers = [week, next, past, tonight];

describe('favourite offers on the favourites page', () => {
  it('orders them on now (soonest to end), to come, then ended; drops those the site no longer has', () => {
    const favs = [
      { kind: 'offer', id: 'past' },
      { kind: 'offer', id: 'gone' },
      { kind: 'store', id: 'tonight' },
      { kind: 'offer', id: 'next' },
      { kind: 'offer', id: 'week' },
      { kind: 'offer', id: 'tonight' },
    ] as const;
    expect(favouriteOffers(favs, offers, new Date('2026-11-20T17:00:00Z')).map((o) => o.id)).toEqual([
      'tonight',
      'week',
      'next',
      'past',
    ]);
    // before the browser knows the time: the favourites' own order
    expect(favouriteOffers(favs, offers, null).map((o) => o.id)).toEqual(['past', 'next', 'week', 'tonight']);
  });

  it('gives a place its offers on at the minute, in the mall’s time zone', () => {
    // 21:59 in the mall: tonight's is still on
    expect(currentOffersOf('s1', offers, new Date('2026-11-21T00:59:00Z')).map((o) => o.id)).toEqual([
      'tonight',
      'week',
    ]);
    // 22:00 in the mall (already Saturday in UTC): it has ended
    expect(currentOffersOf('s1', offers, new Date('2026-11-21T01:00:00Z')).map((o) => o.id)).toEqual(['week']);
    expect(currentOffersOf('r1', offers, new Date('2026-11-21T01:00:00Z')).map((o) => o.id)).toEqual(['week']);
    expect(currentOffersOf('nobody', offers, new Date('2026-11-21T01:00:00Z'))).toEqual([]);
  });
});
