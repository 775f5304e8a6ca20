'use client';

import { Link } from '@/i18n/navigation';
import { ErrorScreen } from './ErrorScreen';
import { LogNotFound } from './LogNotFound';
import { NotFoundHelp } from './NotFoundHelp';

/** The 404 screen inside the site's layout, in the locale of the URL. */
export function NotFoundScreen({ mallName }: { mallName?: string }) {
  return (
    <>
      <LogNotFound />
      <ErrorScreen
        status={404}
        mallName={mallName}
        renderHomeLink={({ className, children }) => (
          <Link href="/" className={className}>
            {children}
          </Link>
        )}
      >
        <NotFoundHelp />
      </ErrorScreen>
    </>
  );
}
