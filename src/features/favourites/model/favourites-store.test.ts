// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseFavourites,
  readFavourites,
  restoreFavourites,
  STORAGE_KEY,
  subscribeFavourites,
  toggleFavourite,
} from './favourites-store';
import { favouritePlaces } from './favourite-places';
import type { PlaceSummary } from '@/features/places';

afterEach(() => localStorage.clear());

describe('favourites on this device', () => {
  it('adds (newest first), removes, and undoes by putting the list back', () => {
    expect(toggleFavourite('store', 's1')).toBe(true);
    expect(toggleFavourite('restaurant', 'r1')).toBe(true);
    expect(readFavourites()).toEqual([
      { kind: 'restaurant', id: 'r1' },
      { kind: 'store', id: 's1' },
    ]);
    const before = readFavourites();
    expect(toggleFavourite('store', 's1')).toBe(false);
    expect(readFavourites()).toEqual([{ kind: 'restaurant', id: 'r1' }]);
    restoreFavourites(before);
    expect(readFavourites()).toEqual(before);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '')).toEqual(before);
  });

  it('tells subscribers, and hears other tabs through the storage event', () => {
    const listener = vi.fn();
    const stop = subscribeFavourites(listener);
    toggleFavourite('store', 's2');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ignores what it cannot read rather than failing the page', () => {
    expect(parseFavourites('not json')).toEqual([]);
    expect(parseFavourites('{"kind":"store"}')).toEqual([]);
    expect(parseFavourites('[{"kind":"cinema","id":"x"},{"kind":"offer","id":"o1"}]')).toEqual([
      { kind: 'offer', id: 'o1' },
    ]);
  });

  it('lists the favourites the site still has, in the favourites’ order', () => {
    const place = (kind: 'store' | 'restaurant', id: string) => ({ kind, id }) as PlaceSummary;
    const places = [place('store', 's1'), place('restaurant', 'r1'), place('store', 's2')];
    const shown = favouritePlaces(
      [
        { kind: 'store', id: 's2' },
        { kind: 'store', id: 'gone' },
        { kind: 'restaurant', id: 'r1' },
      ],
      places,
    );
    expect(shown.map((p) => p.id)).toEqual(['s2', 'r1']);
  });
});
