import * as Sentry from '@sentry/nextjs';

/**
 * Runs once when a server starts. The configuration is validated first, so a
 * missing or malformed variable stops `next start` with a message naming it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateConfigAtStart } = await import('./src/lib/config/validate-at-start');
    validateConfigAtStart();
    await import('./sentry.server.config');
  }
  if (process.env.NEXT_RUNTIME === 'edge') {
    await import('./sentry.edge.config');
  }
}

/** Errors of server components, route handlers and the proxy (a no-op while Sentry is off). */
export const onRequestError = Sentry.captureRequestError;
