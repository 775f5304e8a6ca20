import type { FloorPlan, WalkwayNetwork } from '@/lib/content';
import type { MapData, MapFloorData } from './map-data';

/**
 * The heavy part of a floor plan: the building's outline and its units. The
 * page carries them for the floor it shows first only; the map fetches
 * another floor's from `/api/map-floors/<id>` when it is shown (issue 21,
 * ADR 0056). The rest of a plan (its view box, its amenities' kinds and
 * places) stays on the page: the map's search and its per-floor counts read
 * every floor, and they count places and amenities, not units (ADR 0082).
 * The walkway network, read only by directions, comes with the shapes, the
 * shown floor's too: the page carries none (ADR 0082).
 */
export interface FloorShapes {
  outline: string;
  units: FloorPlan['units'];
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
    units: plan.units,
    ...(plan.areas ? { areas: plan.areas } : {}),
    amenities: plan.amenities,
    ...(walkways ? { walkways } : {}),
  };
}

/**
 * The map with the shapes of every floor but `shownId` left out (no outline, no units, `shapesDeferred`), and
 * every floor's walkways (`walkwaysDeferred` on the shown one's).
 */
export function deferFloorShapes(data: MapData, shownId: string | undefined): MapData {
  return {
    ...data,
    floors: data.floors.map((floor): MapFloorData => {
      // a floor without a plan has no shapes to fetch: it keeps its walkways
      if (!floor.plan) return floor;
      if (floor.id === shownId) {
        // directions, and so the walkways, are a visitor's later question: they come with the shapes (ADR 0082)
        return floor.walkways ? { ...floor, walkways: null, walkwaysDeferred: true } : floor;
      }
      return {
        ...floor,
        shapesDeferred: true,
        walkways: null,
        plan: {
          viewBox: floor.plan.viewBox,
          outline: '',
          units: [],
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
      if (!floor.plan || !shapes) return floor;
      if (floor.walkwaysDeferred) {
        return {
          id: floor.id,
          code: floor.code,
          level: floor.level,
          name: floor.name,
          plan: floor.plan,
          walkways: shapes.walkways ?? null,
        };
      }
      if (!floor.shapesDeferred) return floor;
      const plan = {
        ...floor.plan,
        outline: shapes.outline,
        units: shapes.units,
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

/** The floor's walkways (directions) are still to be fetched: they come with its shapes. */
export const awaitsWalkways = (floor: MapFloorData | undefined): boolean =>
  floor?.shapesDeferred === true || floor?.walkwaysDeferred === true;

export const floorShapesUrl = (floorId: string) => `/api/map-floors/${encodeURIComponent(floorId)}`;
