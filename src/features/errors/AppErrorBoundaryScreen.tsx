'use client';

import { useEffect, useSyncExternalStore, startTransition } from 'react';
import { LaterMessages } from '@/i18n/later/LaterMessages';
import { Link, useRouter } from '@/i18n/navigation';
import { reportError } from '@/lib/error-reporting/error-reporting';
import { ErrorScreen } from './ErrorScreen';
import { ERROR_SCREEN_MESSAGES } from './error-screen-messages';
import { isBotUserAgent } from './is-bot-user-agent';

const subscribeNever = () => () => undefined;

/** True in a crawler's browser; false on the server and during hydration. */
export function useIsBot(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => isBotUserAgent(navigator.userAgent),
    () => false,
  );
}

/**
 * Body of `[locale]/error.tsx`: logs the error, shows the general error
 * screen (bots see nothing: the page stays as it was), and "go back home"
 * navigates to the locale's root while clearing the boundary.
 */
export function AppErrorBoundaryScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const isBot = useIsBot();

  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);

  if (isBot) return null;

  // the browser renders this screen (a page that fails on the server is sent as an empty shell), with its texts
  return (
    <LaterMessages namespaces={ERROR_SCREEN_MESSAGES}>
      <ErrorScreen
        status={500}
        renderHomeLink={({ className, children }) => (
          <Link
            href="/"
            className={className}
            onClick={(event) => {
              event.preventDefault();
              startTransition(() => {
                router.push('/');
                reset();
              });
            }}
          >
            {children}
          </Link>
        )}
      />
    </LaterMessages>
  );
}
