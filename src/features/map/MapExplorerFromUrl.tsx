'use client';

import type { ComponentProps } from 'react';
import { useLocationSearch } from '@/components/navigation/use-location-search';
import { MapExplorer } from './MapExplorer';

const NO_DEEP_LINK = { place: null, floorCode: null } as const;

/**
 * The map with the deep link of the URL (`?loja=…`, `?andar=…`), read in the
 * browser: the page is prerendered once and cached, so it never reads the
 * request (ADR 0011). The server's map (no deep link) hydrates in place; the
 * URL's deep link then applies as a change, as a "see on map" link does.
 */
export function MapExplorerFromUrl(props: Omit<ComponentProps<typeof MapExplorer>, 'initialLink' | 'searchKey'>) {
  const search = useLocationSearch();
  return <MapExplorer {...props} initialLink={NO_DEEP_LINK} searchKey={search?.toString() ?? ''} />;
}
