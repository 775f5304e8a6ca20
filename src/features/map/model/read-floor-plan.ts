import { floorPlanSchema, type FloorPlan } from '@/lib/content';

/**
 * Reading a floor plan from the CMS, on the server. The plan is a JSON field
 * (opaque to DatoCMS), so it is parsed whole through its schema (ADR 0037): a
 * plan with a unit or an amenity that cannot be drawn is refused, and the
 * floor shows the same "no plan" state as a floor without one.
 */
export function parseFloorPlan(value: unknown): FloorPlan | null {
  const checked = floorPlanSchema.safeParse(value);
  return checked.success ? checked.data : null;
}
