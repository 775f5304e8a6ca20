'use client';

import { type ComponentProps, useMemo } from 'react';
import { type PackedMapData, unpackLandmarks, unpackMapPlaces } from './packed-map-places';
import { PlaceDirectory } from './PlaceDirectory';

/**
 * The list alternative rendered from the data the map already carries. As a
 * server component its 160 entries travelled twice, as HTML and again as
 * elements in the page's React payload (146 kB of it); as a client component
 * they are HTML once, and the payload holds only `data`, the very object the
 * map receives, which React sends once (ADR 0056), with the units' nearest
 * landmarks packed in it (ADR 0082). Without JavaScript the
 * server's HTML is the same list.
 */
export function MapPlaceDirectory({
  data: packed,
  ...props
}: Omit<ComponentProps<typeof PlaceDirectory>, 'floors' | 'places' | 'landmarks'> & { data: PackedMapData }) {
  const data = useMemo(() => unpackMapPlaces(packed), [packed]);
  const landmarks = useMemo(() => unpackLandmarks(packed), [packed]);
  return <PlaceDirectory {...props} floors={data.floors} places={data.places} landmarks={landmarks} />;
}
