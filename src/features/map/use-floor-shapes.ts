'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { type FloorShapes, floorShapesUrl, withFloorShapes } from './floor-shapes';
import type { MapData } from './map-data';

/**
 * The map's data with the shapes of the floors fetched so far. `needShapes`
 * asks once per floor; a failed answer may be asked again (the next time the
 * floor is shown), and the floor says "loading" meanwhile.
 */
export function useFloorShapes(data: MapData): { data: MapData; needShapes: (floorId: string) => void } {
  const [loaded, setLoaded] = useState<Record<string, FloorShapes>>({});
  const asked = useRef(new Set<string>());
  const needShapes = useCallback((floorId: string) => {
    if (asked.current.has(floorId)) return;
    asked.current.add(floorId);
    fetch(floorShapesUrl(floorId))
      .then((response) =>
        response.ok
          ? (response.json() as Promise<FloorShapes>)
          : Promise.reject(new Error(`floor shapes: ${response.status}`)),
      )
      .then((shapes) => setLoaded((current) => ({ ...current, [floorId]: shapes })))
      .catch(() => asked.current.delete(floorId));
  }, []);
  const merged = useMemo(() => withFloorShapes(data, loaded), [data, loaded]);
  return { data: merged, needShapes };
}
