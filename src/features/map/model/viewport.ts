import type { Box, ViewBox } from './floor-plan';

/**
 * Zoom and pan of the map, in plan units. The map group is drawn with
 * `translate(x y) scale(scale)` relative to the viewBox origin; at scale 1 the
 * whole floor fits. Panning is clamped so the plan always covers the frame
 * (no scrolling the building off screen), and zooming keeps the point under
 * the pointer (or the frame centre) still.
 */

export interface MapView {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 6;
/** one press of a zoom button or of +/− */
export const ZOOM_STEP = 1.5;
/** one press of an arrow key, as a share of the visible width */
export const PAN_STEP = 0.1;

export const IDENTITY_VIEW: MapView = { scale: 1, x: 0, y: 0 };

export const clampScale = (scale: number): number =>
  Number.isFinite(scale) ? Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale)) : MIN_SCALE;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function clampView(view: MapView, vb: ViewBox): MapView {
  const scale = clampScale(view.scale);
  return {
    scale,
    x: clamp(view.x, vb.width * (1 - scale), 0),
    y: clamp(view.y, vb.height * (1 - scale), 0),
  };
}

/**
 * Zoom by `factor` keeping `at` (a point of the frame, in plan units relative
 * to the viewBox origin) where it is. Defaults to the frame centre.
 */
export function zoomAt(
  view: MapView,
  factor: number,
  vb: ViewBox,
  at: { x: number; y: number } = { x: vb.width / 2, y: vb.height / 2 },
): MapView {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return clampView({ scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio }, vb);
}

export function panBy(view: MapView, dx: number, dy: number, vb: ViewBox): MapView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, vb);
}

/** Centre a box (absolute plan coordinates) in the frame at `scale`. */
export function focusOn(box: Box, vb: ViewBox, scale: number): MapView {
  const s = clampScale(scale);
  const cx = (box.x1 + box.x2) / 2 - vb.minX;
  const cy = (box.y1 + box.y2) / 2 - vb.minY;
  return clampView({ scale: s, x: vb.width / 2 - cx * s, y: vb.height / 2 - cy * s }, vb);
}

/** The SVG `transform` of the map group. */
export function viewTransform(view: MapView, vb: ViewBox): string {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const tx = vb.minX + view.x - view.scale * vb.minX;
  const ty = vb.minY + view.y - view.scale * vb.minY;
  return `translate(${round(tx)} ${round(ty)}) scale(${round(view.scale)})`;
}

/**
 * The same as a CSS `transform` of the map group (CSS pixels are user units
 * inside SVG), so zoom steps can be animated with a CSS transition.
 */
export function viewCssTransform(view: MapView, vb: ViewBox): string {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const tx = vb.minX + view.x - view.scale * vb.minX;
  const ty = vb.minY + view.y - view.scale * vb.minY;
  return `translate(${round(tx)}px, ${round(ty)}px) scale(${round(view.scale)})`;
}

/**
 * Converts a point of the rendered SVG element (CSS pixels from its top-left
 * corner) into plan units relative to the viewBox origin, for
 * `preserveAspectRatio="xMidYMid meet"`.
 */
export function screenToPlan(
  px: number,
  py: number,
  rect: { width: number; height: number },
  vb: ViewBox,
): { x: number; y: number } {
  const k = Math.min(rect.width / vb.width, rect.height / vb.height) || 1;
  const offsetX = (rect.width - vb.width * k) / 2;
  const offsetY = (rect.height - vb.height * k) / 2;
  return { x: (px - offsetX) / k, y: (py - offsetY) / k };
}

/** plan units per CSS pixel of the rendered element */
export function planUnitsPerPixel(rect: { width: number; height: number }, vb: ViewBox): number {
  const k = Math.min(rect.width / vb.width, rect.height / vb.height);
  return k > 0 ? 1 / k : 1;
}

/** the zoom factor of a wheel event: smooth for trackpads, a step for wheel notches */
export function wheelZoomFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(clamp(-pixels, -300, 300) / 300);
}

/**
 * Pans (never zooms) so a box (absolute plan coordinates) is inside the
 * visible part of the frame with a margin: keyboard users tabbing to a unit
 * off screen see it come into view.
 */
export function ensureVisible(view: MapView, box: Box, vb: ViewBox, margin = 24): MapView {
  const left = (box.x1 - vb.minX) * view.scale + view.x;
  const right = (box.x2 - vb.minX) * view.scale + view.x;
  const top = (box.y1 - vb.minY) * view.scale + view.y;
  const bottom = (box.y2 - vb.minY) * view.scale + view.y;
  let dx = 0;
  let dy = 0;
  if (left < margin) dx = margin - left;
  else if (right > vb.width - margin) dx = vb.width - margin - right;
  if (top < margin) dy = margin - top;
  else if (bottom > vb.height - margin) dy = vb.height - margin - bottom;
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy, vb);
}
