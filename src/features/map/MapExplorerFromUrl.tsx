'use client';

import { type ComponentProps, useEffect, useMemo, useState } from 'react';
import { useLocationSearch } from '@/components/navigation/use-location-search';
import { parseMapDeepLink } from './model/deep-link';
import { resolveLink } from './model/link-target';
import { awaitsShapes } from './floor-shapes';
import { MapExplorer } from './MapExplorer';
import { type PackedMapData, unpackLandmarks, unpackMapPlaces } from './packed-map-places';
import { useFloorShapes } from './use-floor-shapes';

const NO_DEEP_LINK = { place: null, floorCode: null } as const;

/**
 * The map with the deep link of the URL (`?loja=…`, `?andar=…`), read in the
 * browser: the page is prerendered once and cached, so it never reads the
 * request (ADR 0011). The server's map (no deep link) hydrates in place; the
 * URL's deep link then applies as a change, as a "see on map" link does.
 * A link to a floor whose shapes the page left out applies once they have
 * arrived, so it still opens zoomed on its unit (ADR 0056).
 */
export function MapExplorerFromUrl({
  data: packed,
  ...props
}: Omit<ComponentProps<typeof MapExplorer>, 'initialLink' | 'searchKey' | 'onNeedShapes' | 'data' | 'landmarks'> & {
  data: PackedMapData;
}) {
  const search = useLocationSearch();
  const pageData = useMemo(() => unpackMapPlaces(packed), [packed]);
  const landmarks = useMemo(() => unpackLandmarks(packed), [packed]);
  const { data, needShapes } = useFloorShapes(pageData);
  const searchKey = search?.toString() ?? '';
  const linkedFloor = useMemo(
    () => data.floors.find((f) => f.id === resolveLink(parseMapDeepLink(new URLSearchParams(searchKey)), data).floorId),
    [searchKey, data],
  );
  const linkReady = !awaitsShapes(linkedFloor);
  const [shownKey, setShownKey] = useState('');
  // the query the page was loaded with: its link is no visitor's action, so it opens without moving focus
  const [loadKey, setLoadKey] = useState<string | null>(null);
  const searchRead = search !== null;
  useEffect(() => {
    if (searchRead) setLoadKey((current) => current ?? searchKey);
    if (linkReady) setShownKey(searchKey);
    else if (linkedFloor) needShapes(linkedFloor.id);
  }, [searchRead, linkReady, searchKey, linkedFloor, needShapes]);
  return (
    <MapExplorer
      {...props}
      data={data}
      landmarks={landmarks}
      initialLink={NO_DEEP_LINK}
      searchKey={shownKey}
      loadKey={loadKey}
      linkPending={!searchRead || shownKey !== searchKey}
      onNeedShapes={needShapes}
    />
  );
}
