import { describe, expect, it } from 'vitest';
import type { MapData, MapPlaceData } from './map-data';
import { packMapPlaces, unpackLandmarks, unpackMapPlaces } from './packed-map-places';

const hours = { sector: 'stores', hoursSource: 'sector', openingHours: null, opensOnOptionalHolidays: true } as const;
const place = (i: number): MapPlaceData => ({
  kind: i % 3 === 0 ? 'service' : 'store',
  id: `record-${i}`,
  slug: `p-${i}`,
  name: `Place ${i}`,
  category: i % 3 === 0 ? null : { slug: `c-${i % 4}`, name: `Category ${i % 4}` },
  floorId: i % 5 === 0 ? null : `floor-${i % 2}`,
  unit: i % 7 === 0 ? null : `U-${i}`,
  logoUrl: i % 3 === 0 ? null : `https://assets.example.com/stores/p-${i}-logo.webp?auto=format&h=160&w=160`,
  hours: i % 3 === 0 ? null : { ...hours, opensOnOptionalHolidays: i % 2 === 0 },
});
const floor = (id: string) => ({ id, code: id, level: 0, name: id, plan: null });
const map: MapData = {
  floors: [floor('floor-0'), floor('floor-1')],
  places: Array.from({ length: 60 }, (_, i) => place(i)),
  mallHours: { sectorHours: null, holidays: [] } as unknown as MapData['mallHours'],
  synonyms: [],
};
const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the map’s packed places', () => {
  it('gives back the places it was given, through JSON, each keyed by its kind and slug instead of its record id', () => {
    const keyed = { ...map, places: map.places.map((p) => ({ ...p, id: `${p.kind}:${p.slug}` })) };
    expect(unpackMapPlaces(throughJson(packMapPlaces(map)))).toEqual(keyed);
    expect(JSON.stringify(packMapPlaces(map))).not.toContain('record-');
  });

  it('carries the units’ nearest landmarks, each distinct one once', () => {
    const landmarks = {
      'floor-1:U-1': { kind: 'toilet' as const },
      'floor-0:U-2': { kind: 'lift' as const, label: { pt: 'Elevador panorâmico', en: 'Panoramic lift' } },
      'floor-1:U-3': { kind: 'toilet' as const },
      'floor-9:U-4': { kind: 'atm' as const },
    };
    const packed = throughJson(packMapPlaces(map, landmarks));
    expect(packed.places.landmarks).toHaveLength(2);
    // a unit holding no place is left out
    expect(Object.keys(unpackLandmarks(packed)).sort()).toEqual(['floor-0:U-2', 'floor-1:U-1', 'floor-1:U-3']);
    expect(unpackLandmarks(packed)['floor-0:U-2']).toEqual(landmarks['floor-0:U-2']);
  });

  it('carries each category, opening-hours input and the logos’ shared URL parts once', () => {
    const packed = packMapPlaces(map);
    expect(packed.places.hours).toHaveLength(2);
    expect(packed.places.categories).toHaveLength(4);
    expect(JSON.stringify(packed)).not.toContain('assets.example.com/stores/p-1-logo');
    expect(JSON.stringify(packed).length).toBeLessThan(0.5 * JSON.stringify(map).length);
  });
});
