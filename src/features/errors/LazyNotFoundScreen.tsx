'use client';

import dynamic from 'next/dynamic';

/**
 * The 404 screen behind `next/dynamic`: the not-found boundary is part of every page's first load, the screen
 * (its search form and sections) only of a 404's, where the server renders it and names its chunk.
 */
export const LazyNotFoundScreen = dynamic(() => import('./NotFoundScreen').then((module) => module.NotFoundScreen));
