'use client';

import { lazy, Suspense } from 'react';
import '@/styles/globals.css';

/**
 * Loaded only when the root layout fails. Next names this file's chunk on every page, and it is a chunk group of
 * its own: whatever the screen imports (next-intl's client runtime, the error screen) would come to every first
 * load a second time, about 10 kB gzip. The screen shows nothing until its messages have loaded anyway.
 */
const DocumentErrorScreen = lazy(() =>
  import('@/features/errors/DocumentErrorScreen').then((module) => ({ default: module.DocumentErrorScreen })),
);

/** Replaces the root layout when it fails: the error screen in the URL's locale. */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <body>
        <Suspense fallback={null}>
          <DocumentErrorScreen error={error} />
        </Suspense>
      </body>
    </html>
  );
}
