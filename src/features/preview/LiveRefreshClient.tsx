'use client';

import { useEffect, useId, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useQuerySubscription } from 'react-datocms/use-query-subscription';
import { comparableState } from './comparable-state';
import { setLiveStatus } from './live-status-store';
import { liveSubscriptionOptions, type LiveSubscriptionConfig } from './live-subscription-options';

/**
 * Subscribes to the real-time API with the page's own query and re-renders
 * the route on every `update` whose data differs from what the page shows. router.refresh() re-runs the server
 * components with the draft token, so the page's own markup updates
 * (docs/adr/0011-served-from-cache-with-datocms-cache-tags.md).
 */
export function LiveRefreshClient({ renderedState, ...props }: LiveSubscriptionConfig & { renderedState: string }) {
  const router = useRouter();
  const id = useId();
  const lastSeen = useRef<string>(renderedState);
  const { data, status, error } = useQuerySubscription<unknown, Record<string, unknown>>(
    liveSubscriptionOptions(props),
  );

  useEffect(() => {
    if (data === undefined || data === null) return;
    const state = comparableState(data);
    // Refresh only when the content differs from what is on screen; a reconnect re-sends the same state.
    if (lastSeen.current !== state) router.refresh();
    lastSeen.current = state;
  }, [data, router]);

  useEffect(() => {
    setLiveStatus(id, error ? { state: 'error', message: error.message } : { state: status });
  }, [id, status, error]);

  useEffect(() => () => setLiveStatus(id, null), [id]);

  return null;
}
