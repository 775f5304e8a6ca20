import { createApp, watchMount } from './src/lib/app/app-startup';
import { sentryOptions } from './src/lib/config/sentry-options';

// Runs before Next.js hydrates the page: from here until AppBehaviours has
// mounted, uncaught errors are logged as mount failures (spec §4).
watchMount(window);

type RouterTransitionStart = (href: string, navigationType: 'push' | 'replace' | 'traverse') => void;
let captureRouterTransitionStart: RouterTransitionStart | undefined;

/**
 * Browser error reporting, only when NEXT_PUBLIC_SENTRY_DSN is set (inlined at
 * build time: without it this block and the SDK's chunk are never loaded), and
 * only once the page is idle, so the SDK (about 50 kB) never delays the first
 * interaction.
 */
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (dsn) {
  createApp('error reporting', () => {
    const start = () =>
      void import('@sentry/nextjs').then((Sentry) => {
        const options = sentryOptions({ dsn, environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT });
        if (options) Sentry.init(options);
        captureRouterTransitionStart = Sentry.captureRouterTransitionStart;
      });
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 2000);
  });
}

export const onRouterTransitionStart: RouterTransitionStart = (href, navigationType) => captureRouterTransitionStart?.(href, navigationType);
