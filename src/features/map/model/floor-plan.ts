import type { FloorPlan } from '@/lib/content';
import { AMENITY_KINDS } from '@/lib/content/content-values';
import { pathBounds, parseViewBox, type Box, type ViewBox } from '@/lib/content/svg-geometry';

/**
 * The geometry of a checked floor plan, for the map in the browser. Plans are
 * read on the server (read-floor-plan.ts), so no validator reaches the page.
 */

export type { Box, FloorPlan, ViewBox };
export { AMENITY_KINDS, parseViewBox, pathBounds };

/**
 * The floor the map opens on: the lowest that has units, so a car-park level
 * below the shops (ADR 0077) is one tap away but never what a visitor sees first.
 */
export function homeFloorId(floors: readonly { id: string; plan: FloorPlan | null }[]): string | undefined {
  return (floors.find((f) => (f.plan?.units.length ?? 0) > 0) ?? floors[0])?.id;
}

/**
 * The part of the plan worth framing: the building outline and every amenity
 * (some stand just outside, like a car park entrance), with a margin. CMS
 * viewBoxes leave room around the building; on a phone that room is the
 * difference between a readable plan and a thumbnail.
 */
export function contentViewBox(plan: FloorPlan, margin = 16): ViewBox | null {
  const declared = parseViewBox(plan.viewBox);
  const outline = pathBounds(plan.outline);
  if (!declared || !outline) return declared;
  let { x1, y1, x2, y2 } = outline;
  for (const a of plan.amenities) {
    x1 = Math.min(x1, a.x - 14);
    y1 = Math.min(y1, a.y - 14);
    x2 = Math.max(x2, a.x + 14);
    y2 = Math.max(y2, a.y + 14);
  }
  x1 = Math.max(declared.minX, x1 - margin);
  y1 = Math.max(declared.minY, y1 - margin);
  x2 = Math.min(declared.minX + declared.width, x2 + margin);
  y2 = Math.min(declared.minY + declared.height, y2 + margin);
  return x2 > x1 && y2 > y1 ? { minX: x1, minY: y1, width: x2 - x1, height: y2 - y1 } : declared;
}

export const viewBoxAttribute = (vb: ViewBox): string => `${vb.minX} ${vb.minY} ${vb.width} ${vb.height}`;
