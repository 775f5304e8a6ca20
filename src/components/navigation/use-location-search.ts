'use client';

import { useSyncExternalStore } from 'react';

/**
 * The page's query string as the browser has it, for screens that keep their
 * state in the URL but are prerendered (ADR 0027).
 *
 * Why not `useSearchParams()`: a prerendered page must put it under
 * `<Suspense>`, and the browser then renders that part anew instead of
 * hydrating the server's HTML, replacing what the visitor may already be
 * using. This hook is `null` on the server and during hydration (the server's
 * state, hydrated in place), then the real query. It follows back/forward
 * (`popstate`), our own history writes (`navigateSearch`), and Next's
 * navigations (read again on every render).
 */
const CHANGE_EVENT = 'mall:searchchange';

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}

export function useLocationSearch(): URLSearchParams | null {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  );
  return search === null ? null : new URLSearchParams(search);
}

/** Changes the query without a request: Next's router follows the history API. */
export function navigateSearch(params: URLSearchParams, mode: 'push' | 'replace'): void {
  const query = params.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
