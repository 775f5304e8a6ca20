'use client';

import { useSearchParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { parseMapDeepLink } from '@/lib/map/deep-link';
import { MapExplorer } from './MapExplorer';

/**
 * The map with the deep link of the URL (`?loja=…`, `?andar=…`), read in the
 * browser: the page is prerendered once and cached, so it never reads the
 * request (ADR 0011). The server's HTML, the Suspense fallback around this,
 * is the map without a focus.
 */
export function MapExplorerFromUrl(props: Omit<ComponentProps<typeof MapExplorer>, 'initialLink'>) {
  const searchParams = useSearchParams();
  return <MapExplorer {...props} initialLink={parseMapDeepLink(searchParams)} searchKey={searchParams.toString()} />;
}
