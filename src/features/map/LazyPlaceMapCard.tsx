'use client';

import dynamic from 'next/dynamic';

/**
 * The place card, fetched when a card first opens: the server's map never shows one (the deep link is applied in
 * the browser), so its code, its open-now badge and its offer count are no part of the page's first load
 * (issue 21, ADR 0082). The chunk is a build file: the service worker keeps it for offline use (ADR 0075).
 */
export const LazyPlaceMapCard = dynamic(() => import('./PlaceMapCard').then((m) => m.PlaceMapCard), { ssr: false });
