/**
 * Error reporting (spec §7.6): on only when a DSN is set in the public
 * configuration, tagged with its environment name, with default personal data
 * (IP address, request headers) as the spec asks. The ignore lists are
 * configuration, not code scattered in handlers.
 */
export const SENTRY_IGNORE_ERRORS: (string | RegExp)[] = [
  // Browser noise that says nothing about the site.
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  /^AbortError/,
  'NEXT_NOT_FOUND',
  'NEXT_REDIRECT',
  // A stale tab after a deploy: handled by a guarded reload (src/lib/app/reload-guard.ts).
  /Loading chunk [\w/.-]+ failed/,
  /ChunkLoadError/,
];

export const SENTRY_DENY_URLS: (string | RegExp)[] = [/^chrome-extension:\/\//, /^moz-extension:\/\//, /^safari-(web-)?extension:\/\//];

export interface SentryEnv {
  dsn: string | undefined;
  environment: string | undefined;
}

export function sentryOptions({ dsn, environment }: SentryEnv) {
  if (!dsn) return null;
  return {
    dsn,
    environment: environment || 'production',
    sendDefaultPii: true,
    ignoreErrors: SENTRY_IGNORE_ERRORS,
    denyUrls: SENTRY_DENY_URLS,
    tracesSampleRate: 0,
  };
}
