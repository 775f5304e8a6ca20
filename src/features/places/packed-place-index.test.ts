import { describe, expect, it } from 'vitest';
import { STORY_PLACES } from '../../../stories/places/place-fixtures';
import { toPlaceIndex } from './model/place-index';
import type { PlaceSummary } from './model/place-summary';
import { packPlaceIndex, unpackPlaceIndex } from './packed-place-index';

const stores = STORY_PLACES.filter((p) => p.kind === 'store');

/** 120 stores whose logos share a host, a path and image parameters, as the CMS's do */
const manyStores: PlaceSummary[] = Array.from({ length: 120 }, (_, i) => {
  const base = stores[i % stores.length]!;
  const name = `${base.name} ${i}`;
  const logo = {
    src: `https://www.datocms-assets.com/1234/loja-${i}-logo.webp?auto=format&fit=fill&h=160&w=160`,
    width: 160,
    height: 160,
    alt: `Logotipo de ${name}`,
  };
  return { ...base, id: `store-${i}`, slug: `loja-${i}`, name, nameSlug: `${base.nameSlug}-${i}`, logo };
});

const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the packed place index of a list page', () => {
  it('gives back exactly the index it was given, through JSON', () => {
    const index = toPlaceIndex('store', manyStores);
    expect(unpackPlaceIndex(throughJson(packPlaceIndex(index)))).toEqual(throughJson(index));
  });

  it('keeps a logo of another size, another alt text, no alt text, and places without a logo', () => {
    const odd: PlaceSummary[] = [
      manyStores[0]!,
      { ...manyStores[1]!, logo: { ...manyStores[1]!.logo!, width: 90, height: 40 } },
      { ...manyStores[2]!, logo: { ...manyStores[2]!.logo!, alt: 'Fachada' } },
      { ...manyStores[3]!, logo: { ...manyStores[3]!.logo!, alt: null } },
      { ...manyStores[4]!, logo: null },
      { ...manyStores[5]!, logo: { ...manyStores[5]!.logo!, src: 'https://cdn.example.com/other.png' } },
    ];
    const index = toPlaceIndex('store', odd);
    expect(unpackPlaceIndex(throughJson(packPlaceIndex(index)))).toEqual(throughJson(index));
  });

  it('names each logo host and each opening-hours input once, so the payload is under two thirds of the index', () => {
    const index = toPlaceIndex('store', manyStores);
    const packed = packPlaceIndex(index);
    expect(packed.hours.length).toBeLessThanOrEqual(new Set(manyStores.map((p) => JSON.stringify(p.hours))).size);
    expect(JSON.stringify(packed)).not.toContain('datocms-assets.com/1234/loja-7-logo');
    expect(JSON.stringify(packed).length).toBeLessThan((2 / 3) * JSON.stringify(index).length);
  });

  it('carries each place as a row, without its fields’ names, and without the empty fields at its end', () => {
    const plain = { ...manyStores[0]!, tags: [], featured: false, logo: null, unit: null, priceRange: null };
    const index = toPlaceIndex('store', [plain, { ...manyStores[1]!, featured: true, priceRange: 2 }]);
    const packed = throughJson(packPlaceIndex(index));
    expect(JSON.stringify(packed.places)).not.toMatch(/"(id|slug|name|hours|tags)":/);
    expect(packed.places[0]).toHaveLength(6);
    expect(unpackPlaceIndex(packed)).toEqual(throughJson(index));
  });
});
