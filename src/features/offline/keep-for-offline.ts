'use client';

import { WORKER_MESSAGES } from './model/protocol';

/**
 * Asks the service worker to keep data answers this page has just read, for offline use (ADR 0085). A page the
 * worker already controls needs nothing: the worker saw the requests and kept them. On a first visit the worker
 * installs after the page has fetched its data, so it fetches the answers once itself.
 */
export function keepForOffline(urls: readonly string[]): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) return;
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: WORKER_MESSAGES.keep, urls: [...urls] }))
    .catch(() => {
      // no worker (private browsing, storage refused): nothing kept, the page works online as before
    });
}
