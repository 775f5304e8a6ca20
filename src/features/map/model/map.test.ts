import { describe, expect, it } from 'vitest';
import type { FloorPlan } from '@/lib/content';
import { parseMapDeepLink, mapQueryFor } from './deep-link';
import { pathBounds, parseViewBox } from './floor-plan';
import { parseFloorPlan } from './read-floor-plan';
import { highlightedUnits, matchesPerFloor, normalizeForSearch } from './highlight';
import { nearestLandmark } from './nearest-landmark';
import { indexPlacesByUnit, type MapPlace, unitKey } from './unit-places';
import { clampView, focusOn, MAX_SCALE, MIN_SCALE, panBy, screenToPlan, viewTransform, zoomAt } from './viewport';

const vb = { minX: 0, minY: 0, width: 1200, height: 800 };

describe('parseMapDeepLink', () => {
  it('reads ?loja, ?restaurante and ?servico, in that order of priority', () => {
    expect(parseMapDeepLink({ loja: 'casa-aroeira' }).place).toEqual({ kind: 'store', slug: 'casa-aroeira' });
    expect(parseMapDeepLink(new URLSearchParams('restaurante=mesa-mineira')).place).toEqual({
      kind: 'restaurant',
      slug: 'mesa-mineira',
    });
    expect(parseMapDeepLink({ servico: 'fraldario' }).place).toEqual({ kind: 'service', slug: 'fraldario' });
    expect(parseMapDeepLink({ servico: 'fraldario', loja: 'casa-aroeira' }).place?.kind).toBe('store');
  });

  it('takes the first of repeated values and ignores malformed slugs', () => {
    expect(parseMapDeepLink({ loja: ['casa-aroeira', 'outra'] }).place?.slug).toBe('casa-aroeira');
    expect(parseMapDeepLink({ loja: '../../etc' }).place).toBeNull();
    expect(parseMapDeepLink({ loja: '' }).place).toBeNull();
    expect(parseMapDeepLink({ loja: '<script>', restaurante: 'mesa-mineira' }).place).toEqual({
      kind: 'restaurant',
      slug: 'mesa-mineira',
    });
  });

  it('reads the floor code and round-trips the link query', () => {
    expect(parseMapDeepLink({ andar: 'l2' }).floorCode).toBe('L2');
    expect(parseMapDeepLink({ andar: 'drop table' }).floorCode).toBeNull();
    expect(parseMapDeepLink(new URLSearchParams(mapQueryFor('restaurant', 'mesa-mineira'))).place).toEqual({
      kind: 'restaurant',
      slug: 'mesa-mineira',
    });
  });
});

describe('pathBounds and parseFloorPlan', () => {
  it('measures absolute, relative and curved paths', () => {
    expect(pathBounds('M 10 20 H 50 V 60 H 10 Z')).toEqual({ x1: 10, y1: 20, x2: 50, y2: 60 });
    expect(pathBounds('m10 20 l30 0 0 40 -30 0z')).toEqual({ x1: 10, y1: 20, x2: 40, y2: 60 });
    expect(pathBounds('M 500 130 Q 600 74 700 130')).toEqual({ x1: 500, y1: 74, x2: 700, y2: 130 });
    expect(pathBounds('not a path')).toBeNull();
    expect(pathBounds('M 10')).toBeNull();
  });

  it('reads a plan whole: one unreadable unit or amenity makes the plan invalid (ADR 0037)', () => {
    const unit = (code: string, kind: string, d: string) => ({ code, kind, d, labelX: 5, labelY: 5 });
    const lift = { kind: 'lift', x: 1, y: 2, label: { pt: 'Elevador', en: 'Lift' } };
    const base = { viewBox: '0 0 1200 800', outline: 'M 0 0 H 1200 V 800 H 0 Z' };
    const good = parseFloorPlan({
      ...base,
      units: [unit('L1-101', 'store', 'M 0 0 H 10 V 10 H 0 Z')],
      amenities: [lift],
    });
    expect(good?.units.map((u) => u.code)).toEqual(['L1-101']);
    expect(good?.amenities).toEqual([lift]);
    expect(
      parseFloorPlan({
        ...base,
        units: [unit('L1-101', 'store', 'M 0 0 H 10 V 10 H 0 Z'), unit('L1-102', 'spaceship', 'M 0 0 H 10 V 10 H 0 Z')],
        amenities: [],
      }),
    ).toBeNull();
    expect(parseFloorPlan({ ...base, units: [unit('L1-103', 'store', 'garbage')], amenities: [] })).toBeNull();
    expect(parseFloorPlan({ ...base, units: [], amenities: [lift, { kind: 'lift', x: 'a', y: 2 }] })).toBeNull();
    expect(parseFloorPlan({ viewBox: '0 0 0 0', outline: 'M 0 0 H 1 Z' })).toBeNull();
    expect(parseFloorPlan('{"viewBox"}')).toBeNull();
    expect(parseViewBox('0,0,1200,800')).toEqual(vb);
  });
});

const plan: FloorPlan = {
  viewBox: '0 0 1200 800',
  outline: 'M 0 0 H 1200 V 800 H 0 Z',
  units: [
    { code: 'L1-101', kind: 'store', d: 'M 100 100 H 200 V 200 H 100 Z', labelX: 150, labelY: 150 },
    // a long anchor whose far end is by the lift: it is "next to the lifts" though its centre is not
    { code: 'L1-102', kind: 'anchor', d: 'M 300 100 H 900 V 200 H 300 Z', labelX: 600, labelY: 150 },
    { code: 'L1-103', kind: 'store', d: 'M 100 500 H 200 V 600 H 100 Z', labelX: 150, labelY: 550 },
  ],
  amenities: [
    { kind: 'escalator', x: 250, y: 150 },
    { kind: 'lift', x: 920, y: 150, label: { pt: 'Elevador', en: 'Lift' } },
    { kind: 'toilet', x: 150, y: 650 },
    { kind: 'atm', x: 150, y: 650 },
  ],
};

describe('nearestLandmark', () => {
  it('finds the amenity nearest to the unit outline', () => {
    expect(nearestLandmark(plan, 'L1-101')).toMatchObject({ kind: 'escalator', distance: 50 });
    expect(nearestLandmark(plan, 'L1-102')).toMatchObject({
      kind: 'lift',
      distance: 20,
      label: { pt: 'Elevador', en: 'Lift' },
    });
  });

  it('breaks ties by landmark importance, not by the order of the list', () => {
    expect(nearestLandmark(plan, 'L1-103')?.kind).toBe('toilet');
    expect(nearestLandmark({ ...plan, amenities: [...plan.amenities].reverse() }, 'L1-103')?.kind).toBe('toilet');
  });

  it('does not describe a unit by the amenity inside it', () => {
    const withPetArea = { ...plan, amenities: [...plan.amenities, { kind: 'pet_area' as const, x: 150, y: 150 }] };
    expect(nearestLandmark(withPetArea, 'L1-101')?.kind).toBe('escalator');
  });

  it('never names a place by itself: the desk beside its own kiosk is not its landmark (issue 22)', () => {
    expect(nearestLandmark(plan, 'L1-102')?.kind).toBe('lift');
    expect(nearestLandmark(plan, 'L1-102', ['ELEVADOR'])?.kind).not.toBe('lift');
  });

  it('answers null for an unknown unit or a floor without amenities', () => {
    expect(nearestLandmark(plan, 'L9-999')).toBeNull();
    expect(nearestLandmark({ ...plan, amenities: [] }, 'L1-101')).toBeNull();
  });
});

const place = (p: Partial<MapPlace> & Pick<MapPlace, 'name' | 'unit'>): MapPlace => ({
  kind: 'store',
  id: p.name,
  slug: normalizeForSearch(p.name).replace(/\s+/g, '-'),
  category: null,
  floorId: 'floor-l1',
  ...p,
});

const places: MapPlace[] = [
  place({ name: 'Casa Aroeira', unit: 'L1-101', category: { slug: 'casa-e-decoracao', name: 'Casa e decoração' } }),
  place({ name: 'Café Ipê', kind: 'restaurant', unit: 'L1-102', category: { slug: 'cafes', name: 'Cafés' } }),
  place({ name: 'Fraldário', kind: 'service', unit: 'L2-201', floorId: 'floor-l2' }),
  place({ name: 'Loja sem endereço', unit: null }),
];

describe('highlightedUnits', () => {
  it('dims nothing when no filter is active', () => {
    expect(highlightedUnits(places, { query: '  ', category: '' }).size).toBe(0);
  });

  it('finds places ignoring case and accents, by name, category or unit code', () => {
    expect([...highlightedUnits(places, { query: 'CAFE', category: '' })]).toEqual([unitKey('floor-l1', 'L1-102')]);
    expect([...highlightedUnits(places, { query: 'decoracao', category: '' })]).toEqual([
      unitKey('floor-l1', 'L1-101'),
    ]);
    expect([...highlightedUnits(places, { query: 'l2-201', category: '' })]).toEqual([unitKey('floor-l2', 'L2-201')]);
  });

  it('filters by a whole kind or by a category of a kind, combined with the text', () => {
    expect([...highlightedUnits(places, { query: '', category: 'service' })]).toEqual([unitKey('floor-l2', 'L2-201')]);
    expect([...highlightedUnits(places, { query: '', category: 'store:casa-e-decoracao' })]).toEqual([
      unitKey('floor-l1', 'L1-101'),
    ]);
    expect(highlightedUnits(places, { query: 'cafe', category: 'store' }).size).toBe(0);
  });

  it('counts matches per floor and indexes places by unit', () => {
    expect(Object.fromEntries(matchesPerFloor(places, { query: 'a', category: '' }))).toEqual({
      'floor-l1': 2,
      'floor-l2': 1,
    });
    const index = indexPlacesByUnit(places);
    expect(index.get(unitKey('floor-l1', 'L1-101'))?.[0]?.name).toBe('Casa Aroeira');
    expect(index.size).toBe(3);
  });
});

describe('viewport', () => {
  it('clamps the zoom between the whole floor and the maximum', () => {
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 0.5, vb).scale).toBe(MIN_SCALE);
    expect(zoomAt({ scale: 5, x: 0, y: 0 }, 10, vb).scale).toBe(MAX_SCALE);
    expect(clampView({ scale: Number.NaN, x: 5, y: 5 }, vb)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('keeps the point under the pointer still while zooming', () => {
    const at = { x: 300, y: 200 };
    const before = { scale: 2, x: -400, y: -200 };
    const after = zoomAt(before, 1.5, vb, at);
    const planX = (at.x - before.x) / before.scale;
    expect(after.x + planX * after.scale).toBeCloseTo(at.x);
  });

  it('never pans the plan out of the frame', () => {
    expect(panBy({ scale: 1, x: 0, y: 0 }, 100, 100, vb)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(panBy({ scale: 2, x: 0, y: 0 }, -5000, -5000, vb)).toEqual({ scale: 2, x: -1200, y: -800 });
  });

  it('centres a unit when focusing on it, within the plan edges', () => {
    const view = focusOn({ x1: 500, y1: 300, x2: 700, y2: 500 }, vb, 2);
    expect(view).toEqual({ scale: 2, x: -600, y: -400 });
    expect(focusOn({ x1: 0, y1: 0, x2: 10, y2: 10 }, vb, 3)).toEqual({ scale: 3, x: 0, y: 0 });
    expect(viewTransform(view, { ...vb, minX: 100 })).toBe('translate(-700 -400) scale(2)');
  });

  it('maps a pointer position on a letterboxed element to plan units', () => {
    // 600×600 element showing a 1200×800 plan: scale 0.5, 100 px bands above and below
    expect(screenToPlan(300, 300, { width: 600, height: 600 }, vb)).toEqual({ x: 600, y: 400 });
    expect(screenToPlan(0, 100, { width: 600, height: 600 }, vb)).toEqual({ x: 0, y: 0 });
  });
});

describe('ensureVisible', () => {
  it('pans a unit that is off screen into view and leaves a visible one alone', async () => {
    const { ensureVisible } = await import('./viewport');
    const zoomed = { scale: 3, x: 0, y: 0 };
    // top-left corner is visible at scale 3
    expect(ensureVisible(zoomed, { x1: 50, y1: 50, x2: 90, y2: 90 }, vb)).toBe(zoomed);
    const moved = ensureVisible(zoomed, { x1: 1000, y1: 600, x2: 1050, y2: 650 }, vb);
    expect(1050 * 3 + moved.x).toBeLessThanOrEqual(1200 - 24 + 1e-9);
    expect(650 * 3 + moved.y).toBeLessThanOrEqual(800 - 24 + 1e-9);
    expect(moved.scale).toBe(3);
  });
});

describe('layoutUnitLabel', () => {
  it('writes a name horizontally, on lines in a tall shop front, inside the unit', async () => {
    const { layoutUnitLabel } = await import('./unit-labels');
    const tall = layoutUnitLabel('Casa Aroeira', { x1: 0, y1: 0, x2: 42, y2: 122 });
    expect(tall?.lines).toEqual(['Casa', 'Aroeira']);
    expect(tall).not.toHaveProperty('rotated');
    const wide = layoutUnitLabel('Casa Aroeira', { x1: 0, y1: 0, x2: 120, y2: 60 });
    expect(wide).toMatchObject({ lines: ['Casa Aroeira'] });
    for (const [layout, inner] of [
      [tall, 34],
      [wide, 112],
    ] as const) {
      const longest = Math.max(...(layout?.lines ?? []).map((l) => l.length));
      expect(longest * 0.56 * (layout?.fontSize ?? 0)).toBeLessThanOrEqual(inner);
    }
  });

  it('leaves out a name too small to read at the zoom shown, and never draws one huge', async () => {
    const { labelSizeOnScreen } = await import('./unit-labels');
    expect(labelSizeOnScreen(8, 0.3)).toBeNull();
    expect(labelSizeOnScreen(8, 1.5)).toBe(8);
    expect(labelSizeOnScreen(12, 6)).toBeCloseTo(16 / 6);
  });

  it('breaks a long name into lines and gives up when it cannot be legible', async () => {
    const { layoutUnitLabel, splitIntoLines } = await import('./unit-labels');
    expect(splitIntoLines('Empório Mineiro de Queijos Artesanais', 3)).toHaveLength(3);
    expect(
      layoutUnitLabel('Empório Mineiro de Queijos Artesanais', { x1: 0, y1: 0, x2: 60, y2: 68 })?.lines.length,
    ).toBeGreaterThan(1);
    expect(layoutUnitLabel('Empório Mineiro de Queijos Artesanais', { x1: 0, y1: 0, x2: 14, y2: 14 })).toBeNull();
  });
});

describe('contentViewBox', () => {
  it('frames the building and its amenities, within the declared viewBox', async () => {
    const { contentViewBox } = await import('./floor-plan');
    const framed = contentViewBox({
      viewBox: '0 0 1200 800',
      outline: 'M 100 150 H 1100 V 650 H 100 Z',
      units: [],
      amenities: [{ kind: 'parking', x: 600, y: 110 }],
    });
    expect(framed).toEqual({ minX: 84, minY: 80, width: 1032, height: 586 });
    expect(
      contentViewBox({ viewBox: '0 0 1200 800', outline: 'M 0 0 H 1200 V 800 H 0 Z', units: [], amenities: [] }),
    ).toEqual(vb);
  });
});

describe('the demo floor plans', () => {
  it('give every unit a readable plan and a nearest landmark', async () => {
    // the demo content's plans, written by `npm run cms:fixtures` (shared with the map's stories)
    const { default: floors } = await import('../../../../stories/map/floors.fixture.json');
    const { nearestLandmarks } = await import('./nearest-landmark');
    expect(floors.map((f) => f.code)).toEqual(['G2', 'G1', 'L1', 'L2', 'L3']);
    for (const floor of floors.filter((f) => f.code.startsWith('L'))) {
      expect(floor.plan.units.length).toBeGreaterThan(0);
      const plan = parseFloorPlan(floor.plan);
      expect(plan?.units).toHaveLength(floor.plan.units.length);
      expect(nearestLandmarks(plan!).size).toBe(floor.plan.units.length);
    }
  });

  it('draw the car park’s levels as areas, with no unit to visit, and open the map on the first floor of shops', async () => {
    const { default: floors } = await import('../../../../stories/map/floors.fixture.json');
    const { homeFloorId } = await import('./floor-plan');
    for (const code of ['G1', 'G2']) {
      const plan = parseFloorPlan(floors.find((f) => f.code === code)!.plan)!;
      expect(plan.units).toEqual([]);
      const kinds = new Set(plan.areas?.map((a) => a.kind));
      expect([...kinds].sort()).toEqual(
        (code === 'G1'
          ? ['driving_lane', 'ev_bays', 'lift_lobby', 'parking_bays', 'priority_bays', 'walkway']
          : ['driving_lane', 'lift_lobby', 'parking_bays', 'priority_bays', 'walkway']
        ).sort(),
      );
      expect(plan.amenities.map((a) => a.kind)).toEqual(expect.arrayContaining(['lift', 'stairs', 'pay_station']));
    }
    const g1 = parseFloorPlan(floors.find((f) => f.code === 'G1')!.plan)!;
    expect(g1.amenities.filter((a) => a.kind === 'ev_charger')).toHaveLength(1);
    // twelve EV bays, each its own closed shape
    expect(g1.areas!.filter((a) => a.kind === 'ev_bays').map((a) => a.d.match(/Z/g)?.length)).toEqual([12]);
    const ids = floors.map((f) => ({ id: f.code, plan: parseFloorPlan(f.plan) }));
    expect(homeFloorId(ids)).toBe('L1');
  });
});
