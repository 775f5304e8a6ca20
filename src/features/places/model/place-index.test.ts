import { describe, expect, it } from 'vitest';
import { STORY_PLACES } from '../../../../stories/places/place-fixtures';
import { fromPlaceIndex, toPlaceIndex } from './place-index';
import { filterPlaces, NO_CRITERIA, searchableTags } from './place-list';
import type { PlaceSummary } from './place-summary';

const stores = STORY_PLACES.filter((p) => p.kind === 'store');
const restaurants = STORY_PLACES.filter((p) => p.kind === 'restaurant');

/** 120 stores over a few categories and floors, as a real list has */
const manyStores: PlaceSummary[] = Array.from({ length: 120 }, (_, i) => {
  const base = stores[i % stores.length]!;
  const logo = {
    src: `https://www.datocms-assets.com/1234/loja-${i}.png?auto=format&fit=fill&h=160&w=160`,
    width: 160,
    height: 160,
    alt: `Logotipo de ${base.name}`,
  };
  return {
    ...base,
    id: `store-${i}`,
    slug: `loja-${i}`,
    name: `${base.name} ${i}`,
    nameSlug: `${base.nameSlug}-${i}`,
    logo,
  };
});

describe('the place index a list page carries', () => {
  it.each([
    ['stores', stores],
    ['restaurants', restaurants],
  ] as const)('gives back exactly the %s it was given', (_name, places) => {
    const kind = places[0]!.kind;
    // through JSON, as the page's payload carries it
    const index = JSON.parse(JSON.stringify(toPlaceIndex(kind, places)));
    expect(fromPlaceIndex(index)).toEqual(places.map((p) => ({ ...p, tags: searchableTags(p) })));
  });

  it('leaves out a tag the text filter finds the place by anyway, and finds the same places for every word', () => {
    const tagged: PlaceSummary = {
      ...stores[0]!,
      name: 'Alma Boho',
      categoryName: 'Moda feminina',
      tags: ['moda feminina', 'Vestidos', 'vestidos', 'linho', 'moda', 'boho'],
    };
    const places = [tagged, ...stores.slice(1)];
    const carried = fromPlaceIndex(JSON.parse(JSON.stringify(toPlaceIndex('store', places))));
    expect(carried[0]!.tags).toEqual(['Vestidos', 'linho']);
    const words = ['moda', 'feminina', 'vestido', 'VESTIDOS', 'linho', 'boho', 'alma', 'moda linho', 'seda'];
    const find = (list: readonly PlaceSummary[], query: string) =>
      filterPlaces(list, { ...NO_CRITERIA, query }, { locale: 'pt', isOpen: () => true }).map((p) => p.id);
    for (const query of words) expect(find(carried, query), query).toEqual(find(places, query));
  });

  it('keeps places without a floor, a category, a logo or tags', () => {
    const bare: PlaceSummary = {
      ...stores[0]!,
      categorySlug: null,
      categoryName: null,
      floorCode: null,
      floorName: null,
      floorLevel: 0,
      logo: null,
      tags: [],
      unit: null,
      featured: false,
    };
    expect(fromPlaceIndex(JSON.parse(JSON.stringify(toPlaceIndex('store', [bare]))))).toEqual([bare]);
  });

  it('names each category and floor once, so the payload is far smaller than the cards', () => {
    const index = toPlaceIndex('store', manyStores);
    expect(index.floors.length).toBeLessThanOrEqual(new Set(stores.map((s) => s.floorCode)).size);
    expect(JSON.stringify(index).length).toBeLessThan(0.8 * JSON.stringify(manyStores).length);
  });
});
