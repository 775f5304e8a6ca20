'use client';

import { type ComponentProps, useMemo } from 'react';
import { type PackedMapData, unpackMapPlaces } from './packed-map-places';
import { PlaceDirectory } from './PlaceDirectory';

/**
 * The list alternative rendered from the data the map already carries. As a
 * server component its 160 entries travelled twice, as HTML and again as
 * elements in the page's React payload (146 kB of it); as a client component
 * they are HTML once, and the payload holds only `data`, the very object the
 * map receives, which React sends once (ADR 0056). Without JavaScript the
 * server's HTML is the same list.
 */
export function MapPlaceDirectory({
  data: packed,
  ...props
}: Omit<ComponentProps<typeof PlaceDirectory>, 'floors' | 'places'> & { data: PackedMapData }) {
  const data = useMemo(() => unpackMapPlaces(packed), [packed]);
  return <PlaceDirectory {...props} floors={data.floors} places={data.places} />;
}
