'use client';

import { useSyncExternalStore } from 'react';

/**
 * sonner is loaded on the first toast, not with every page (ADR 0029): the
 * first `notify()` asks for the toaster here, `AppToaster` mounts it, and the
 * toast is shown once it is ready to receive it.
 */
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function requestToaster(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

export function toasterMounted(): void {
  markMounted();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
