import { describe, expect, it } from 'vitest';
import { awaitsShapes, deferFloorShapes, shapesOf, withFloorShapes } from './floor-shapes';
import type { MapData, MapFloorData } from './map-data';

const floor = (id: string, n: number): MapFloorData => ({
  id,
  code: id.toUpperCase(),
  level: n,
  name: `Floor ${n}`,
  plan: {
    viewBox: '0 0 100 100',
    outline: `M 0 0 H ${90 + n} V 90 Z`,
    units: [{ code: `${id}-1`, kind: 'store', d: `M 1 1 H ${10 + n} V 10 Z`, labelX: 5, labelY: 5 }],
    amenities: [{ kind: 'toilet', x: 50, y: 50 }],
  },
});
const map = {
  floors: [floor('l1', 1), floor('l2', 2), { ...floor('l3', 3), plan: null }],
  places: [],
  mallHours: {},
  synonyms: [],
} as unknown as MapData;

describe('floor shapes on demand', () => {
  it('leaves out every floor’s outline and unit paths but the shown one’s, and keeps what search and counts read', () => {
    const deferred = deferFloorShapes(map, 'l1');
    expect(deferred.floors[0]).toEqual(map.floors[0]);
    const l2 = deferred.floors[1]!;
    expect(awaitsShapes(l2)).toBe(true);
    expect(JSON.stringify(l2)).not.toContain('M 1 1 H 12');
    expect(l2.plan?.units.map((u) => u.code)).toEqual(['l2-1']);
    expect(l2.plan?.amenities).toEqual(map.floors[1]!.plan!.amenities);
    // a floor without a plan has nothing to fetch
    expect(awaitsShapes(deferred.floors[2])).toBe(false);
  });

  it('puts fetched shapes back so the floor is the one the CMS has', () => {
    const deferred = deferFloorShapes(map, 'l1');
    const shapes = JSON.parse(JSON.stringify(shapesOf(map.floors[1]!.plan!))) as ReturnType<typeof shapesOf>;
    const merged = withFloorShapes(deferred, { l2: shapes });
    expect(merged.floors[1]).toEqual(map.floors[1]);
    expect(withFloorShapes(deferred, {})).toBe(deferred);
  });
});
