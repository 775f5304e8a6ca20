'use client';

import { useSyncExternalStore } from 'react';

/**
 * The state of the page's live-update subscriptions, shared between
 * LiveRefresh (which subscribes) and the preview badge (which shows it).
 * A page may hold several LiveRefresh; the badge shows the worst state.
 */
export type LiveStatus =
  | { state: 'off' }
  | { state: 'connecting' }
  | { state: 'connected' }
  | { state: 'closed' }
  | { state: 'error'; message: string };

const RANK: Record<LiveStatus['state'], number> = { off: 0, connected: 1, connecting: 2, closed: 3, error: 4 };
const statuses = new Map<string, LiveStatus>();
const listeners = new Set<() => void>();
const OFF: LiveStatus = { state: 'off' };
let snapshot: LiveStatus = OFF;

function recompute(): void {
  let worst: LiveStatus = OFF;
  for (const status of statuses.values()) if (RANK[status.state] > RANK[worst.state]) worst = status;
  snapshot = worst;
  for (const listener of listeners) listener();
}

export function setLiveStatus(id: string, status: LiveStatus | null): void {
  if (status === null) statuses.delete(id);
  else statuses.set(id, status);
  recompute();
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => OFF,
  );
}
