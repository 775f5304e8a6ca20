'use client';

import dynamic from 'next/dynamic';

/** Directions and the routing library, fetched when a visitor asks for a route, not with every map (issue 21's budget). */
export const LazyDirections = dynamic(() => import('./Directions').then((m) => m.Directions), { ssr: false });
