'use client';

import dynamic from 'next/dynamic';

/**
 * The badge's code, named by the layout of every page: behind `next/dynamic` it is fetched only where the badge is
 * rendered (draft mode, on the server and in the browser), not with every visitor's first load.
 */
export const LazyPreviewBadgeView = dynamic(() =>
  import('./PreviewBadgeView').then((module) => module.PreviewBadgeView),
);
