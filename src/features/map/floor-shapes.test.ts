import { describe, expect, it } from 'vitest';
import { awaitsShapes, awaitsWalkways, deferFloorShapes, shapesOf, withFloorShapes } from './floor-shapes';
import type { MapData, MapFloorData } from './map-data';

const walkways = (id: string) => ({
  nodes: [
    { id: `${id}-a`, kind: 'junction' as const, x: 1, y: 1 },
    { id: `${id}-door`, kind: 'door' as const, x: 5, y: 1, unit: `${id}-1` },
  ],
  edges: [[`${id}-a`, `${id}-door`] as [string, string]],
});
const floor = (id: string, n: number): MapFloorData => ({
  id,
  code: id.toUpperCase(),
  level: n,
  name: `Floor ${n}`,
  walkways: walkways(id),
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
  it('leaves out every floor’s outline and units but the shown one’s, and keeps what search and counts read', () => {
    const deferred = deferFloorShapes(map, 'l1');
    expect(deferred.floors[0]?.plan).toEqual(map.floors[0]?.plan);
    const l2 = deferred.floors[1]!;
    expect(awaitsShapes(l2)).toBe(true);
    expect(JSON.stringify(l2)).not.toContain('M 1 1 H 12');
    expect(l2.plan?.units).toEqual([]);
    expect(l2.plan?.amenities).toEqual(map.floors[1]!.plan!.amenities);
    // a floor without a plan has nothing to fetch: it keeps its walkways
    expect(awaitsShapes(deferred.floors[2])).toBe(false);
    expect(deferred.floors[2]).toEqual(map.floors[2]);
  });

  it('leaves out every walkway network, the shown floor’s too: directions wait for the shapes’ answers', () => {
    const deferred = deferFloorShapes(map, 'l1');
    expect(JSON.stringify(deferred.floors.slice(0, 2))).not.toContain('-door');
    expect(deferred.floors.map(awaitsWalkways)).toEqual([true, true, false]);
    expect(awaitsShapes(deferred.floors[0])).toBe(false);
    const answers = Object.fromEntries(
      map.floors.slice(0, 2).map((f) => [f.id, JSON.parse(JSON.stringify(shapesOf(f.plan!, f.walkways)))]),
    ) as Record<string, ReturnType<typeof shapesOf>>;
    const merged = withFloorShapes(deferred, answers);
    expect(merged.floors.map(awaitsWalkways)).toEqual([false, false, false]);
    expect(merged.floors).toEqual(map.floors);
  });

  it('puts fetched shapes back so the floor is the one the CMS has', () => {
    const deferred = deferFloorShapes(map, 'l1');
    const l2 = map.floors[1]!;
    const shapes = JSON.parse(JSON.stringify(shapesOf(l2.plan!, l2.walkways))) as ReturnType<typeof shapesOf>;
    const merged = withFloorShapes(deferred, { l2: shapes });
    expect(merged.floors[1]).toEqual(map.floors[1]);
    expect(withFloorShapes(deferred, {})).toBe(deferred);
  });
});
