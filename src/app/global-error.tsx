'use client';

import { DocumentErrorScreen } from '@/features/errors/DocumentErrorScreen';
import '@/styles/globals.css';

/** Replaces the root layout when it fails: the error screen in the URL's locale. */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <body>
        <DocumentErrorScreen error={error} />
      </body>
    </html>
  );
}
