import type { FloorPlan, WalkwayNetwork } from '@/lib/content';
import type { MapData, MapFloorData } from './map-data';

/**
 * The heavy part of a floor plan: the building's outline and each unit's
 * path. The page carries them for the floor it shows first only; the map
 * fetches another floor's from `/api/map-floors/<id>` when it is shown
 * (issue 21, ADR 0056). Everything else of a plan (its units' codes, kinds
 * and label points, its amenities) stays on the page: the map's search, its
 * per-floor counts and its legend read every floor.
 */
export interface FloorShapes {
  outline: string;
  /** unit code → SVG path data */
  units: Record<string, string>;
  /** a car-park level's bays, lanes and walkways (ADR 0077), drawn only: nothing else reads them */
  areas?: NonNullable<FloorPlan['areas']>;
  /** the pictograms with their names: the page keeps their kinds and places only (the search and counts read kinds) */
  amenities?: FloorPlan['amenities'];
  /** the floor's walkway network travels with its shapes (issue 24) */
  walkways?: WalkwayNetwork | null;
}

export function shapesOf(plan: FloorPlan, walkways?: WalkwayNetwork | null): FloorShapes {
  return {
    outline: plan.outline,
    units: Object.fromEntries(plan.units.map((u) => [u.code, u.d])),
    ...(plan.areas ? { areas: plan.areas } : {}),
    amenities: plan.amenities,
    ...(walkways ? { walkways } : {}),
  };
}

/** The map with the shapes of every floor but `shownId` left out (empty strings, `shapesDeferred`). */
export function deferFloorShapes(data: MapData, shownId: string | undefined): MapData {
  return {
    ...data,
    floors: data.floors.map((floor): MapFloorData => {
      if (floor.id === shownId || !floor.plan) return floor;
      return {
        ...floor,
        shapesDeferred: true,
        walkways: null,
        plan: {
          viewBox: floor.plan.viewBox,
          outline: '',
          units: floor.plan.units.map((u) => ({ ...u, d: '' })),
          // a name is drawn only with its floor: it comes with the shapes (ADR 0077 keeps the page's weight)
          amenities: floor.plan.amenities.map(({ kind, x, y }) => ({ kind, x, y })),
        },
      };
    }),
  };
}

/** The map with the fetched shapes put back into their floors. */
export function withFloorShapes(data: MapData, loaded: Readonly<Record<string, FloorShapes>>): MapData {
  if (Object.keys(loaded).length === 0) return data;
  return {
    ...data,
    floors: data.floors.map((floor): MapFloorData => {
      const shapes = loaded[floor.id];
      if (!floor.shapesDeferred || !floor.plan || !shapes) return floor;
      const plan = {
        ...floor.plan,
        outline: shapes.outline,
        units: floor.plan.units.map((u) => ({ ...u, d: shapes.units[u.code] ?? '' })),
        ...(shapes.areas ? { areas: shapes.areas } : {}),
        ...(shapes.amenities ? { amenities: shapes.amenities } : {}),
      };
      return {
        id: floor.id,
        code: floor.code,
        level: floor.level,
        name: floor.name,
        plan,
        ...(shapes.walkways ? { walkways: shapes.walkways } : {}),
      };
    }),
  };
}

/** The floor's shapes are still to be fetched. */
export const awaitsShapes = (floor: MapFloorData | undefined): boolean => floor?.shapesDeferred === true;

export const floorShapesUrl = (floorId: string) => `/api/map-floors/${encodeURIComponent(floorId)}`;
