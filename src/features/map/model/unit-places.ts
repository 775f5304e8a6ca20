/**
 * The link between the places of the CMS (stores, restaurants, services) and
 * the units of the floor plans: a place points at a unit by floor record id
 * and unit code.
 */

export type MapPlaceKind = 'store' | 'restaurant' | 'service';

export interface MapPlace {
  kind: MapPlaceKind;
  /**
   * the place's key on the map (search matches, list keys): the record's id on the server; in the browser, its
   * kind and slug, since the page's packed data carries no record ids (packed-map-places.ts, ADR 0082)
   */
  id: string;
  slug: string;
  name: string;
  /** store category or restaurant cuisine; services have none */
  category: { slug: string; name: string } | null;
  floorId: string | null;
  unit: string | null;
}

export const unitKey = (floorId: string, unitCode: string): string => `${floorId}:${unitCode}`;

/** places by `unitKey`, in the order given (a unit may hold more than one place) */
export function indexPlacesByUnit<T extends MapPlace>(places: readonly T[]): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const place of places) {
    if (!place.floorId || !place.unit) continue;
    const key = unitKey(place.floorId, place.unit);
    const list = index.get(key);
    if (list) list.push(place);
    else index.set(key, [place]);
  }
  return index;
}

export function findPlace<T extends MapPlace>(places: readonly T[], kind: MapPlaceKind, slug: string): T | undefined {
  return places.find((p) => p.kind === kind && p.slug === slug);
}
