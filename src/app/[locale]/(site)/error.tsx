'use client';

import { AppErrorBoundaryScreen } from '@/features/errors/AppErrorBoundaryScreen';

/** Any failure while rendering a page: the general error screen inside the layout. */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <AppErrorBoundaryScreen error={error} reset={reset} />;
}
