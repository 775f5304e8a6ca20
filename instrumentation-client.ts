import * as Sentry from '@sentry/nextjs';
import { createApp, watchMount } from './src/lib/app/app-startup';
import { sentryOptions } from './src/lib/config/sentry-options';

// Runs before Next.js hydrates the page: from here until AppBehaviours has
// mounted, uncaught errors are logged as mount failures (spec §4).
watchMount(window);

// Browser monitoring, off unless NEXT_PUBLIC_SENTRY_DSN is set (inlined at build time).
createApp('error reporting', () => {
  const options = sentryOptions({ dsn: process.env.NEXT_PUBLIC_SENTRY_DSN, environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT });
  if (options) Sentry.init(options);
});

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
