'use client';

import dynamic from 'next/dynamic';

/**
 * Loaded when a page fails, not before: Next names an error boundary's chunk on every page's first load, so the
 * screen itself waits behind `next/dynamic`, which still renders it on the server when a page fails there.
 */
const AppErrorBoundaryScreen = dynamic(() =>
  import('@/features/errors/AppErrorBoundaryScreen').then((module) => module.AppErrorBoundaryScreen),
);

/** Any failure while rendering a page: the general error screen inside the layout. */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <AppErrorBoundaryScreen error={error} reset={reset} />;
}
