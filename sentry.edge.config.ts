import * as Sentry from '@sentry/nextjs';
import { sentryEnvFromProcess, sentryOptions } from './src/lib/config/sentry-options';

// Edge runtime (the proxy). Off unless NEXT_PUBLIC_SENTRY_DSN is set.
const options = sentryOptions(sentryEnvFromProcess());
if (options) Sentry.init(options);
