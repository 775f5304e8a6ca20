/**
 * Spec §4: "Errors during app creation or mounting are logged to the console;
 * a failure to mount is logged and rethrown."
 *
 * Next.js creates and hydrates the React root itself, so the site cannot wrap
 * that call. What it can do: run its own start-up work (monitoring, behaviours)
 * through `createApp`, which logs a failure and lets the page go on, and watch
 * the window for errors from the moment the client starts until the app has
 * mounted (`watchMount` … `markMounted`): those are logged, and because the
 * listener only observes, they still propagate — logged and rethrown.
 */
export interface StartupLogger {
  error: (...args: unknown[]) => void;
}

export function createApp(step: string, run: () => void, log: StartupLogger = console): void {
  try {
    run();
  } catch (error) {
    log.error(`App creation failed (${step}):`, error);
  }
}

interface ErrorTarget {
  addEventListener(type: 'error', listener: (event: { error?: unknown; message?: string }) => void): void;
  removeEventListener(type: 'error', listener: (event: { error?: unknown; message?: string }) => void): void;
}

let stopWatching: (() => void) | null = null;

/** From the client's start until `markMounted`, every uncaught error is logged as a mount failure. */
export function watchMount(target: ErrorTarget, log: StartupLogger = console): void {
  const onError = (event: { error?: unknown; message?: string }) =>
    log.error('App failed to mount:', event.error ?? event.message);
  target.addEventListener('error', onError);
  stopWatching = () => target.removeEventListener('error', onError);
}

export function markMounted(): void {
  stopWatching?.();
  stopWatching = null;
}
