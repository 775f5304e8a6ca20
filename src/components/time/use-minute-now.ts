'use client';

import { useSyncExternalStore } from 'react';
import { msUntilNextMinute } from '@/lib/time/mall-clock';

/**
 * "Now" for time-dependent views, from the browser's clock, refreshed at each
 * minute boundary by one timer shared by every component that asks.
 *
 * `null` on the server and during hydration: pages are prerendered and cached,
 * so their HTML must never depend on the time of the build or of the render
 * (ADR 0025). Components render a neutral state of the same size for `null`
 * and the computed one right after hydration, with no mismatch. Playwright's
 * `page.clock` drives it through `Date` and `setTimeout`.
 */
let current: Date | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function tick(): void {
  current = new Date();
  for (const listener of listeners) listener();
  timer = setTimeout(tick, msUntilNextMinute(current));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    clearTimeout(timer);
    timer = setTimeout(tick, msUntilNextMinute(getSnapshot()));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      current = null;
    }
  };
}

function getSnapshot(): Date {
  current ??= new Date();
  return current;
}

const getServerSnapshot = (): null => null;

export function useMinuteNow(): Date | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
