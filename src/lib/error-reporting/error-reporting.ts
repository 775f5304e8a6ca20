import { sentryEnvFromProcess, sentryOptions, type SentryEnv } from '@/lib/config/sentry-options';

type Sentry = typeof import('@sentry/nextjs');

let started: Promise<Sentry | null> | null = null;

/**
 * Browser error reporting (spec §7.6): only when NEXT_PUBLIC_SENTRY_DSN is set
 * (inlined at build time: without it the SDK's chunk is never even loaded).
 * Started once, when the page is idle (instrumentation-client.ts) or at the
 * first error to report, whichever comes first.
 */
export function startErrorReporting(
  env: SentryEnv = sentryEnvFromProcess(),
  load: () => Promise<Sentry> = () => import('@sentry/nextjs'),
): Promise<Sentry | null> {
  const options = sentryOptions(env);
  if (!options) return Promise.resolve(null);
  started ??= load().then((sdk) => {
    sdk.init(options);
    return sdk;
  });
  return started.catch(() => null);
}

/** What the error boundaries caught, sent once (a no-op without a DSN). */
export function reportError(error: unknown, start: () => Promise<Sentry | null> = () => startErrorReporting()): void {
  void start().then((sdk) => sdk?.captureException(error));
}

/** For tests: forget the started SDK. */
export function resetErrorReportingForTests(): void {
  started = null;
}
