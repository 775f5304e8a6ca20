import * as Sentry from '@sentry/nextjs';
import { sentryEnvFromProcess, sentryOptions } from './src/lib/config/sentry-options';

// Node.js runtime. Off unless NEXT_PUBLIC_SENTRY_DSN is set.
const options = sentryOptions(sentryEnvFromProcess());
if (options) Sentry.init(options);
