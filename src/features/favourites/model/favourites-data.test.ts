import { describe, expect, it } from 'vitest';
import { STORY_PLACES, storyMall } from '../../../../stories/places/place-fixtures';
import { cardFieldsOnly, fromPlaceIndex, packPlaceIndex, toPlaceIndex, unpackPlaceIndex } from '@/features/places';
import { favouritesDataUrl, readFavouritesData, toFavouriteOfferEntry, type FavouritesData } from './favourites-data';

const stores = STORY_PLACES.filter((p) => p.kind === 'store').map(cardFieldsOnly);
const restaurants = STORY_PLACES.filter((p) => p.kind === 'restaurant').map(cardFieldsOnly);
const data: FavouritesData = {
  stores: packPlaceIndex(toPlaceIndex('store', stores)),
  restaurants: packPlaceIndex(toPlaceIndex('restaurant', restaurants)),
  mall: storyMall,
  offers: [
    toFavouriteOfferEntry({
      id: 'o1',
      slug: 'mesa-posta',
      title: 'Mesa posta',
      startsAt: '2026-11-01T10:00:00-03:00',
      endsAt: '2026-12-20T22:00:00-03:00',
      places: [{ id: stores[0]!.id }],
    }),
  ],
};

describe('the favourites data the list fetches (ADR 0085)', () => {
  it('is fetched from one URL per locale, the one the service worker keeps', () => {
    expect(favouritesDataUrl('pt')).toBe('/api/favourites/pt');
    expect(favouritesDataUrl('en')).toBe('/api/favourites/en');
  });

  it('comes through JSON exactly as the page used to carry it: the same places, hours and offers', () => {
    const read = readFavouritesData(JSON.parse(JSON.stringify(data)));
    expect(read).not.toBeNull();
    expect(unpackPlaceIndex(read!.stores)).toEqual(unpackPlaceIndex(data.stores));
    expect(unpackPlaceIndex(read!.restaurants)).toEqual(unpackPlaceIndex(data.restaurants));
    expect(fromPlaceIndex(unpackPlaceIndex(read!.stores)).map((p) => p.name)).toEqual(stores.map((p) => p.name));
    expect(read!.mall).toEqual(JSON.parse(JSON.stringify(storyMall)));
    expect(read!.offers).toEqual([
      {
        id: 'o1',
        slug: 'mesa-posta',
        title: 'Mesa posta',
        startsAt: '2026-11-01T10:00:00-03:00',
        endsAt: '2026-12-20T22:00:00-03:00',
        placeIds: [stores[0]!.id],
      },
    ]);
  });

  it('refuses a body that is not the list’s data, which the list then treats as a failed fetch', () => {
    for (const body of [
      null,
      'offline',
      [],
      { error: 'unknown-locale', message: 'x' },
      { ...data, stores: { places: 'x' } },
      { ...data, mall: null },
      { ...data, offers: {} },
    ])
      expect(readFavouritesData(JSON.parse(JSON.stringify(body))), JSON.stringify(body).slice(0, 40)).toBeNull();
  });
});
