/**
 * What a map deep link (`?loja=…`, `?andar=…`) shows: the floor, the unit of
 * its place and the view zoomed on that unit. Shared by the first render
 * (the server's HTML already shows it) and by links followed on the page.
 */
import type { FloorPlan } from '@/lib/content';
import type { MapDeepLink } from './deep-link';
import { type Box, contentViewBox, pathBounds } from './floor-plan';
import { findPlace, type MapPlace } from './unit-places';
import { focusOn, IDENTITY_VIEW, type MapView } from './viewport';

/** the unit whose card is open */
export interface MapSelection {
  floorId: string;
  unit: string;
}

export interface LinkableFloor {
  id: string;
  /** "L1", upper case */
  code: string;
  plan: FloorPlan | null;
}

export interface LinkableMap {
  floors: readonly LinkableFloor[];
  places: readonly MapPlace[];
}

/** how close a deep link or a list link zooms in on its place */
export const FOCUS_SCALE = 2.5;

export function unitBox(floor: LinkableFloor | undefined, code: string): Box | null {
  const unit = floor?.plan?.units.find((u) => u.code === code);
  return unit ? pathBounds(unit.d) : null;
}

/**
 * The floor and unit a link names. A place on the map wins over the floor
 * code; a place without a unit, or an unknown one, falls back to the floor
 * code; `floorId` is null when the link names neither.
 */
export function resolveLink(
  link: MapDeepLink,
  map: LinkableMap,
): { floorId: string | null; selection: MapSelection | null } {
  if (link.place) {
    const place = findPlace(map.places, link.place.kind, link.place.slug);
    if (place?.floorId && place.unit)
      return { floorId: place.floorId, selection: { floorId: place.floorId, unit: place.unit } };
  }
  const byCode = link.floorCode ? map.floors.find((f) => f.code.toUpperCase() === link.floorCode) : undefined;
  return { floorId: byCode?.id ?? null, selection: null };
}

/** the whole floor, or zoomed in on the selected unit when its plan draws it */
export function initialView(map: LinkableMap, selection: MapSelection | null): MapView {
  if (!selection) return IDENTITY_VIEW;
  const floor = map.floors.find((f) => f.id === selection.floorId);
  const box = unitBox(floor, selection.unit);
  const vb = floor?.plan ? contentViewBox(floor.plan) : null;
  return box && vb ? focusOn(box, vb, FOCUS_SCALE) : IDENTITY_VIEW;
}
