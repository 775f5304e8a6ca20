import { describe, expect, it } from 'vitest';
import { initialView, type LinkableMap, resolveLink, unitBox } from './link-target';
import type { MapPlace } from './unit-places';
import { IDENTITY_VIEW } from './viewport';

const plan = (units: { code: string; d: string }[]) => ({
  viewBox: '0 0 1200 800',
  outline: 'M 0 0 H 1200 V 800 H 0 Z',
  units: units.map((u) => ({ ...u, kind: 'store' as const, labelX: 0, labelY: 0 })),
  amenities: [],
});

const place = (p: Pick<MapPlace, 'kind' | 'slug' | 'floorId' | 'unit'>): MapPlace => ({
  id: p.slug,
  name: p.slug,
  category: null,
  ...p,
});

const map: LinkableMap = {
  floors: [
    { id: 'floor-l1', code: 'L1', plan: plan([{ code: 'L1-101', d: 'M 500 300 H 700 V 500 H 500 Z' }]) },
    { id: 'floor-l2', code: 'L2', plan: null },
  ],
  places: [
    place({ kind: 'store', slug: 'casa-aroeira', floorId: 'floor-l1', unit: 'L1-101' }),
    place({ kind: 'restaurant', slug: 'casa-aroeira', floorId: 'floor-l2', unit: 'L2-201' }),
    place({ kind: 'store', slug: 'sem-endereco', floorId: null, unit: null }),
  ],
};

describe('resolveLink', () => {
  it('opens the floor and the unit of a linked place, telling kinds apart', () => {
    expect(resolveLink({ place: { kind: 'store', slug: 'casa-aroeira' }, floorCode: null }, map)).toEqual({
      floorId: 'floor-l1',
      selection: { floorId: 'floor-l1', unit: 'L1-101' },
    });
    expect(resolveLink({ place: { kind: 'restaurant', slug: 'casa-aroeira' }, floorCode: null }, map).floorId).toBe(
      'floor-l2',
    );
  });

  it('prefers the place to the floor code, and falls back to the floor code when the place is not on the map', () => {
    expect(resolveLink({ place: { kind: 'store', slug: 'casa-aroeira' }, floorCode: 'L2' }, map).floorId).toBe(
      'floor-l1',
    );
    expect(resolveLink({ place: { kind: 'store', slug: 'sem-endereco' }, floorCode: 'L2' }, map)).toEqual({
      floorId: 'floor-l2',
      selection: null,
    });
    expect(resolveLink({ place: { kind: 'store', slug: 'nao-existe' }, floorCode: null }, map)).toEqual({
      floorId: null,
      selection: null,
    });
  });

  it('matches floor codes in upper case, as the deep-link parser gives them', () => {
    expect(
      resolveLink({ place: null, floorCode: 'L1' }, { ...map, floors: [{ id: 'x', code: 'l1', plan: null }] }).floorId,
    ).toBe('x');
    expect(resolveLink({ place: null, floorCode: 'L9' }, map)).toEqual({ floorId: null, selection: null });
  });
});

describe('initialView', () => {
  it('shows the whole floor without a selection', () => {
    expect(initialView(map, null)).toBe(IDENTITY_VIEW);
  });

  it('zooms 2.5× on the selected unit, centred', () => {
    expect(initialView(map, { floorId: 'floor-l1', unit: 'L1-101' })).toEqual({ scale: 2.5, x: -900, y: -600 });
  });

  it('shows the whole floor when the plan does not draw the unit', () => {
    expect(initialView(map, { floorId: 'floor-l1', unit: 'L1-999' })).toBe(IDENTITY_VIEW);
    expect(initialView(map, { floorId: 'floor-l2', unit: 'L2-201' })).toBe(IDENTITY_VIEW);
    expect(unitBox(undefined, 'L1-101')).toBeNull();
    expect(unitBox(map.floors[0], 'L1-101')).toEqual({ x1: 500, y1: 300, x2: 700, y2: 500 });
  });
});
