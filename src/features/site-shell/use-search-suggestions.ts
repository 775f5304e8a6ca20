'use client';

import { useEffect, useState } from 'react';
import { checkQuery, normalizeQuery, type SuggestionsAnswer } from '@/features/search';

/** Wait this long after the last keystroke before asking: one request a pause, not one a letter. */
export const SUGGEST_DEBOUNCE_MS = 180;

export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; previous: SuggestionsAnswer | null }
  | { status: 'done'; answer: SuggestionsAnswer }
  | { status: 'error' };

/**
 * Suggestions for what is typed, from `/api/search` (one URL per locale and
 * normalised query, so a CDN answers most of them). A newer query aborts the
 * older request; a query the endpoint would refuse is not sent.
 */
export function useSearchSuggestions(query: string, locale: string): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>({ status: 'idle' });
  useEffect(() => {
    const check = checkQuery(query);
    if (check.kind !== 'ok') {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({
      status: 'loading',
      previous: s.status === 'done' ? s.answer : s.status === 'loading' ? s.previous : null,
    }));
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?${new URLSearchParams({ locale, q: normalizeQuery(check.query) })}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(String(response.status));
        setState({ status: 'done', answer: (await response.json()) as SuggestionsAnswer });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'error' });
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);
  return state;
}
