/** How far (px) the page must move in one direction before the compact header reacts. */
export const SCROLL_SLACK = 8;

export interface HeaderScrollState {
  hidden: boolean;
  /** the scroll position where the current direction started */
  anchorY: number;
}

/**
 * The compact header's rule: it hides once the visitor has scrolled down past
 * it by more than the slack, and shows again on any scroll up of more than the
 * slack, or at the top of the page. Small jitters (a finger resting on the
 * screen, rubber-banding) change nothing.
 */
export function nextHeaderScrollState(state: HeaderScrollState, y: number, headerHeight: number): HeaderScrollState {
  if (y <= headerHeight) return { hidden: false, anchorY: y };
  const moved = y - state.anchorY;
  if (state.hidden) {
    if (moved < -SCROLL_SLACK) return { hidden: false, anchorY: y };
    // still going down: follow it, so the way back up is measured from the lowest point
    return { hidden: true, anchorY: Math.max(state.anchorY, y) };
  }
  if (moved > SCROLL_SLACK) return { hidden: true, anchorY: y };
  return { hidden: false, anchorY: Math.min(state.anchorY, y) };
}
