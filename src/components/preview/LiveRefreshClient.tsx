'use client';

import { useEffect, useId, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useQuerySubscription } from 'react-datocms/use-query-subscription';
import { setLiveStatus } from './live-status-store';
import { liveSubscriptionOptions, type LiveSubscriptionConfig } from './live-subscription-options';

/**
 * Subscribes to the real-time API with the page's own query and re-renders
 * the route on every `update` after the first whose data changed (the first
 * one is the state the page was just rendered from). router.refresh() re-runs the server
 * components with the draft token, so the page's own markup updates
 * (docs/adr/0011-live-refresh-via-router-refresh.md).
 */
export function LiveRefreshClient(props: LiveSubscriptionConfig) {
  const router = useRouter();
  const id = useId();
  const lastSeen = useRef<string | null>(null);
  const { data, status, error } = useQuerySubscription<unknown, Record<string, unknown>>(liveSubscriptionOptions(props));

  useEffect(() => {
    if (data === undefined || data === null) return;
    const serialized = JSON.stringify(data);
    // The first update is the state the page was rendered from; a reconnect re-sends the same state.
    if (lastSeen.current !== null && lastSeen.current !== serialized) router.refresh();
    lastSeen.current = serialized;
  }, [data, router]);

  useEffect(() => {
    setLiveStatus(id, error ? { state: 'error', message: error.message } : { state: status });
  }, [id, status, error]);

  useEffect(() => () => setLiveStatus(id, null), [id]);

  return null;
}
