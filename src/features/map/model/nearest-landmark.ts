import type { AmenityKind, FloorPlan } from '@/lib/content';
import { type Box, pathBounds } from './floor-plan';

/**
 * The landmark nearest to a unit, for the text alternative of the map
 * ("perto da escada rolante"). Distance runs from the amenity to the unit's
 * outline box, not its centre, so a long anchor store is "next to" what
 * stands at its door. Only amenities a visitor can see and walk to count,
 * and not one inside the unit itself (the pet area is not "next to the pet
 * area").
 */

export const LANDMARK_KINDS: readonly AmenityKind[] = [
  'escalator',
  'lift',
  'toilet',
  'entrance',
  'info',
  'pet_area',
  'family_room',
  'atm',
  'parking',
];

export interface NearestLandmark {
  kind: AmenityKind;
  label?: { pt: string; en?: string };
  /** in plan units */
  distance: number;
}

export function distanceToBox(x: number, y: number, b: Box): number {
  const dx = Math.max(b.x1 - x, 0, x - b.x2);
  const dy = Math.max(b.y1 - y, 0, y - b.y2);
  return Math.hypot(dx, dy);
}

/**
 * Ties (equal distance) go to the kind listed first in LANDMARK_KINDS, so the
 * answer does not depend on the order the editor entered the amenities in.
 */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * `names` are the names of the places in the unit: a landmark called the same
 * is the place itself (the information desk beside its own kiosk), and a
 * place is never "near" itself (issue 22).
 */
export function nearestLandmark(
  plan: FloorPlan,
  unitCode: string,
  names: readonly string[] = [],
): NearestLandmark | null {
  const own = new Set(names.map(fold));
  const unit = plan.units.find((u) => u.code === unitCode);
  const box = unit ? pathBounds(unit.d) : null;
  if (!box) return null;
  let best: NearestLandmark | null = null;
  let bestRank = Infinity;
  for (const amenity of plan.amenities) {
    const rank = LANDMARK_KINDS.indexOf(amenity.kind);
    if (rank < 0) continue;
    const distance = distanceToBox(amenity.x, amenity.y, box);
    if (distance === 0) continue;
    if (amenity.label && (own.has(fold(amenity.label.pt)) || (amenity.label.en && own.has(fold(amenity.label.en)))))
      continue;
    if (!best || distance < best.distance - 1e-9 || (Math.abs(distance - best.distance) <= 1e-9 && rank < bestRank)) {
      best = { kind: amenity.kind, distance, ...(amenity.label ? { label: amenity.label } : {}) };
      bestRank = rank;
    }
  }
  return best;
}

/** nearest landmarks for every unit of a plan, by unit code */
export function nearestLandmarks(
  plan: FloorPlan,
  namesOf: (unitCode: string) => readonly string[] = () => [],
): Map<string, NearestLandmark> {
  const out = new Map<string, NearestLandmark>();
  for (const unit of plan.units) {
    const found = nearestLandmark(plan, unit.code, namesOf(unit.code));
    if (found) out.set(unit.code, found);
  }
  return out;
}
