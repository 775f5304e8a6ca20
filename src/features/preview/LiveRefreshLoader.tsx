'use client';

import dynamic from 'next/dynamic';

/**
 * What a page's HTML names of live refresh: only this. LiveRefresh renders it in draft mode alone, but every page
 * that has LiveRefresh lists its client code among its scripts, rendered or not; the code that asks /api/preview
 * for the token and subscribes (DraftLiveRefresh) loads when it is rendered (issue 21's first-load JS).
 */
export const LiveRefreshLoader = dynamic(() => import('./DraftLiveRefresh').then((m) => m.DraftLiveRefresh), {
  ssr: false,
});
