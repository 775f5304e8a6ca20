import { nearestLandmarks, type NearestLandmark } from '@/lib/map/nearest-landmark';
import { unitKey } from '@/lib/map/place-index';
import type { MapData } from './map-data';

/**
 * The nearest landmark of every unit that holds a place, by `unitKey`, worked
 * out on the server from the full plans: the list alternative is rendered by
 * the browser from the map's own data, which carries the first floor's shapes
 * only (ADR 0056).
 */
export function directoryLandmarks(map: MapData): Record<string, NearestLandmark> {
  const out: Record<string, NearestLandmark> = {};
  for (const floor of map.floors) {
    if (!floor.plan) continue;
    const landmarks = nearestLandmarks(floor.plan);
    for (const place of map.places) {
      if (place.floorId !== floor.id || !place.unit) continue;
      const landmark = landmarks.get(place.unit);
      if (landmark) out[unitKey(floor.id, place.unit)] = landmark;
    }
  }
  return out;
}
