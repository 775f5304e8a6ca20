'use client';

import dynamic from 'next/dynamic';

/** Directions and the routing library, fetched when a visitor asks for a route, not with every map (issue 21's budget). */
export const LazyDirections = dynamic(() => import('./Directions').then((m) => m.Directions), { ssr: false });

/**
 * The route drawn on the plan. There is a route to draw only once Directions has found it, so its code comes then
 * too, not with every map (ADR 0099); the steps in words show meanwhile.
 */
export const LazyRouteOverlay = dynamic(() => import('./RouteOverlay').then((m) => m.RouteOverlay), { ssr: false });
