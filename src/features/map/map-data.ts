import type { FloorPlan, WalkwayNetwork } from '@/lib/content';
import type { MallHoursInput, PlaceHoursInput } from '@/features/opening-hours';
import type { MapPlace } from './model/unit-places';

/** The serialisable data the map screen hands from the server to its client part. */

export interface MapFloorData {
  id: string;
  code: string;
  level: number;
  name: string;
  /** null when the CMS plan cannot be read: the floor still lists its places */
  plan: FloorPlan | null;
  /** the floor's walkways, for directions (issue 24); fetched with the shapes; null or absent: no routes on it */
  walkways?: WalkwayNetwork | null;
  /** the page left the walkways of this drawn floor out: they come with its shapes' answer (ADR 0082) */
  walkwaysDeferred?: true;
  /** the plan's outline and units' paths were left out of the page and are fetched when the floor is shown (floor-shapes.ts) */
  shapesDeferred?: true;
}

export interface MapPlaceData extends MapPlace {
  /** the open-now inputs of stores and restaurants; services have none */
  hours: PlaceHoursInput | null;
  logoUrl: string | null;
}

export interface MapData {
  floors: MapFloorData[];
  places: MapPlaceData[];
  mallHours: MallHoursInput;
  /** the editors' search synonyms (src/features/search/model/synonyms.ts), folded */
  synonyms: string[][];
}
