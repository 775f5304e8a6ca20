import { nearestLandmarks, type NearestLandmark } from './model/nearest-landmark';
import { unitKey } from './model/unit-places';
import { landmarkNamedByLabel } from './landmark-text';

/** what the list says of a unit's nearest landmark */
export type DirectoryLandmark = Pick<NearestLandmark, 'kind' | 'label'>;
import type { MapData } from './map-data';

/**
 * The nearest landmark of every unit that holds a place, by `unitKey`, worked
 * out on the server from the full plans: the list alternative is rendered by
 * the browser from the map's own data, which carries the first floor's shapes
 * only (ADR 0056).
 */
export function directoryLandmarks(map: MapData): Record<string, DirectoryLandmark> {
  const out: Record<string, DirectoryLandmark> = {};
  for (const floor of map.floors) {
    if (!floor.plan) continue;
    const landmarks = nearestLandmarks(floor.plan, (code) =>
      map.places.filter((p) => p.floorId === floor.id && p.unit === code).map((p) => p.name),
    );
    for (const place of map.places) {
      if (place.floorId !== floor.id || !place.unit) continue;
      const landmark = landmarks.get(place.unit);
      // the distance stays here: the text does not say it, and its long decimals barely compress; so does the
      // label of a landmark the text names by its kind ("perto dos sanitários"): a few distinct landmarks remain
      if (landmark)
        out[unitKey(floor.id, place.unit)] =
          landmark.label && landmarkNamedByLabel(landmark.kind)
            ? { kind: landmark.kind, label: landmark.label }
            : { kind: landmark.kind };
    }
  }
  return out;
}
