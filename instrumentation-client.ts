import { createApp, watchMount } from './src/features/app-shell/model/app-startup';
import { startErrorReporting } from './src/lib/error-reporting/error-reporting';

// Runs before Next.js hydrates the page: from here until AppBehaviours has
// mounted, uncaught errors are logged as mount failures (spec §4).
watchMount(window);

type RouterTransitionStart = (href: string, navigationType: 'push' | 'replace' | 'traverse') => void;
let captureRouterTransitionStart: RouterTransitionStart | undefined;

/**
 * Browser error reporting (src/lib/error-reporting/error-reporting.ts), only when
 * NEXT_PUBLIC_SENTRY_DSN is set, and only once the page is idle, so the SDK
 * (about 50 kB) never delays the first interaction.
 */
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  createApp('error reporting', () => {
    const start = () =>
      void startErrorReporting().then((Sentry) => {
        captureRouterTransitionStart = Sentry?.captureRouterTransitionStart;
      });
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 2000);
  });
}

export const onRouterTransitionStart: RouterTransitionStart = (href, navigationType) =>
  captureRouterTransitionStart?.(href, navigationType);
