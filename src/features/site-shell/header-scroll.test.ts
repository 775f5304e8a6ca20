import { describe, expect, it } from 'vitest';
import { nextHeaderScrollState, SCROLL_SLACK, type HeaderScrollState } from './header-scroll';

const HEADER = 64;

function scrollThrough(positions: number[], start: HeaderScrollState = { hidden: false, anchorY: 0 }): boolean[] {
  let state = start;
  return positions.map((y) => {
    state = nextHeaderScrollState(state, y, HEADER);
    return state.hidden;
  });
}

describe('the compact header while the page scrolls', () => {
  it('hides once the visitor reads down past it, and shows on the way back up', () => {
    expect(scrollThrough([40, 100, 300, 600, 595, 560])).toEqual([false, true, true, true, true, false]);
  });

  it('stays while the page is within its own height of the top', () => {
    expect(scrollThrough([20, 50, HEADER])).toEqual([false, false, false]);
  });

  it('ignores jitters smaller than the slack in either direction', () => {
    const start = { hidden: false, anchorY: 400 };
    expect(scrollThrough([400 + SCROLL_SLACK, 400 + SCROLL_SLACK - 2, 400 + SCROLL_SLACK], start)).toEqual([
      false,
      false,
      false,
    ]);
    const hidden = { hidden: true, anchorY: 800 };
    expect(scrollThrough([800 - SCROLL_SLACK, 800 - SCROLL_SLACK + 3], hidden)).toEqual([true, true]);
  });

  it('measures the way back up from the lowest point reached', () => {
    // down to 1000 then up 20: shows, although 1000 - 20 is still below where it hid
    expect(scrollThrough([200, 500, 1000, 980])).toEqual([true, true, true, false]);
  });

  it('shows at the top of the page whatever came before', () => {
    expect(scrollThrough([0], { hidden: true, anchorY: 2000 })).toEqual([false]);
  });
});
