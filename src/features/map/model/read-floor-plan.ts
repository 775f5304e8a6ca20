import { floorPlanSchema, walkwayNetworkSchema, type FloorPlan, type WalkwayNetwork } from '@/lib/content';

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

/** A floor's walkway network, parsed whole like its plan: an unreadable one gives the floor no directions. */
export function parseWalkways(value: unknown): WalkwayNetwork | null {
  const checked = walkwayNetworkSchema.safeParse(value);
  return checked.success ? checked.data : null;
}
