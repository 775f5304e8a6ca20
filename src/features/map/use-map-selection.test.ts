// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MapDeepLink } from './model/deep-link';
import { IDENTITY_VIEW } from './model/viewport';
import { fixtureMapData } from '../../../stories/map/map-fixtures';
import { useMapSelection } from './use-map-selection';

beforeAll(() => {
  globalThis.CSS ??= {} as typeof CSS;
  CSS.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

const NO_LINK: MapDeepLink = { place: null, floorCode: null };
const MESA_MINEIRA: MapDeepLink = { place: { kind: 'restaurant', slug: 'mesa-mineira' }, floorCode: null };
const mesaMineira = fixtureMapData.places.find((p) => p.slug === 'mesa-mineira')!;
const casaAroeira = fixtureMapData.places.find((p) => p.slug === 'casa-aroeira')!;

function setup(link: MapDeepLink = NO_LINK) {
  const root = document.createElement('div');
  root.scrollIntoView = vi.fn();
  document.body.append(root);
  const hook = renderHook(() => useMapSelection(fixtureMapData, link, { current: root }));
  return { root, hook };
}

describe('useMapSelection from the deep link of the first render', () => {
  it('opens the floor and the card of a linked place, zoomed on it, without moving focus', () => {
    const { result } = setup(MESA_MINEIRA).hook;
    expect(result.current.floor?.id).toBe('floor-l3');
    expect(result.current.selection).toEqual({ floorId: 'floor-l3', unit: mesaMineira.unit });
    expect(result.current.view.scale).toBe(2.5);
    expect(result.current.cardAutoFocus).toBe(false);
  });

  it('opens the floor of ?andar=, whole, with no card', () => {
    const { result } = setup({ place: null, floorCode: 'L2' }).hook;
    expect(result.current.floor?.id).toBe('floor-l2');
    expect(result.current.selection).toBeNull();
    expect(result.current.view).toEqual(IDENTITY_VIEW);
  });

  it('shows the first floor for no link or a place that is not on the map', () => {
    expect(setup(NO_LINK).hook.result.current.floor?.id).toBe('floor-l1');
    const unknown = setup({ place: { kind: 'store', slug: 'nao-existe' }, floorCode: null }).hook.result.current;
    expect(unknown.floor?.id).toBe('floor-l1');
    expect(unknown.selection).toBeNull();
  });
});

describe('useMapSelection as the visitor moves around', () => {
  it('a floor tab shows the whole floor and closes a card of another floor', () => {
    const { result } = setup(MESA_MINEIRA).hook;
    act(() => result.current.selectFloor('floor-l3'));
    expect(result.current.view.scale).toBe(2.5); // the floor already shown: nothing changes
    act(() => result.current.selectFloor('floor-l1'));
    expect(result.current.floor?.id).toBe('floor-l1');
    expect(result.current.view).toEqual(IDENTITY_VIEW);
    expect(result.current.selection).toBeNull();
  });

  it('opens a unit of the shown floor with focus in the card, and gives focus back to the unit on close', () => {
    const { root, hook } = setup();
    const unit = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    unit.setAttribute('tabindex', '0');
    root.append(unit);
    act(() => hook.result.current.openUnit(casaAroeira.unit!, unit));
    expect(hook.result.current.selection).toEqual({ floorId: 'floor-l1', unit: casaAroeira.unit });
    expect(hook.result.current.cardAutoFocus).toBe(true);
    act(() => hook.result.current.closeCard());
    expect(hook.result.current.selection).toBeNull();
    expect(hook.result.current.cardAutoFocus).toBe(false);
    expect(unit).toHaveFocus();
  });

  it('gives focus back to the same unit when the plan drew it anew while the card was open', () => {
    const { root, hook } = setup();
    const unit = (code: string) => {
      const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
      g.setAttribute('tabindex', '0');
      g.setAttribute('data-unit', code);
      return g;
    };
    const first = unit(casaAroeira.unit!);
    root.append(unit('X-99'), first);
    act(() => hook.result.current.openUnit(casaAroeira.unit!, first));
    const redrawn = unit(casaAroeira.unit!);
    first.replaceWith(redrawn);
    act(() => hook.result.current.closeCard());
    expect(redrawn).toHaveFocus();
  });

  it('gives focus back to the unit even when the card took it while closing (Escape the instant it opened)', () => {
    const { root, hook } = setup();
    const unit = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    unit.setAttribute('tabindex', '0');
    const heading = document.createElement('h2');
    heading.tabIndex = -1;
    root.append(unit, heading);
    act(() => hook.result.current.openUnit(casaAroeira.unit!, unit));
    act(() => {
      hook.result.current.closeCard();
      // the card's own focus effect, run before React renders the close
      heading.focus();
    });
    expect(unit).toHaveFocus();
  });

  it('gives focus to the plan when the unit is gone', () => {
    const { root, hook } = setup();
    const plan = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    plan.setAttribute('role', 'group');
    plan.setAttribute('tabindex', '0');
    root.append(plan);
    act(() => hook.result.current.openUnit(casaAroeira.unit!, document.createElement('button')));
    act(() => hook.result.current.closeCard());
    expect(plan).toHaveFocus();
  });

  it('follows a link on the page: its floor, its card with focus, zoomed, the map scrolled into view', () => {
    const { root, hook } = setup();
    let shown: { floorId: string | null } | undefined;
    act(() => {
      shown = hook.result.current.followLink(MESA_MINEIRA);
    });
    expect(shown).toEqual({ floorId: 'floor-l3' });
    expect(hook.result.current.floor?.id).toBe('floor-l3');
    expect(hook.result.current.selection).toEqual({ floorId: 'floor-l3', unit: mesaMineira.unit });
    expect(hook.result.current.view.scale).toBe(2.5);
    expect(hook.result.current.cardAutoFocus).toBe(true);
    expect(root.scrollIntoView).toHaveBeenCalledOnce();
  });

  it('opens the page’s own link without moving focus or animating the scroll', () => {
    const { root, hook } = setup();
    act(() => {
      hook.result.current.followLink(MESA_MINEIRA, { onLoad: true });
    });
    expect(hook.result.current.selection).toEqual({ floorId: 'floor-l3', unit: mesaMineira.unit });
    expect(hook.result.current.cardAutoFocus).toBe(false);
    expect(root.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' });
  });

  it('follows a floor link without closing the card or moving the view', () => {
    const { root, hook } = setup(MESA_MINEIRA);
    let shown: { floorId: string | null } | undefined;
    act(() => {
      shown = hook.result.current.followLink({ place: null, floorCode: 'L2' });
    });
    expect(shown).toEqual({ floorId: 'floor-l2' });
    expect(hook.result.current.floor?.id).toBe('floor-l2');
    expect(hook.result.current.view.scale).toBe(2.5);
    expect(root.scrollIntoView).not.toHaveBeenCalled();
  });
});
