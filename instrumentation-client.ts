import * as Sentry from '@sentry/nextjs';
import { sentryOptions } from './src/lib/config/sentry-options';

// Browser. Off unless NEXT_PUBLIC_SENTRY_DSN is set (inlined at build time).
const options = sentryOptions({ dsn: process.env.NEXT_PUBLIC_SENTRY_DSN, environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT });
if (options) Sentry.init(options);

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
