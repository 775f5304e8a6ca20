'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { WORKER_MESSAGES, type WorkerReply } from './model/protocol';
import { noticeFor, type OfflineStatus } from './model/notice-state';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the page the visitor sees may be out of date, and since when: the browser is offline, or the
 * service worker answered this page from storage (ADR 0075). Null while the page is live and online.
 */
export function useOfflineStatus(): OfflineStatus | null {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [storedAt, setStoredAt] = useState<string | null | undefined>(undefined);
  const [loadedAt] = useState(() => (typeof performance === 'undefined' ? 0 : performance.timeOrigin));

  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker?.controller) return;
    const onMessage = (event: MessageEvent) => {
      const reply = event.data as WorkerReply | undefined;
      if (reply?.type === WORKER_MESSAGES.source && reply.fromStorage) setStoredAt(reply.storedAt);
    };
    worker.addEventListener('message', onMessage);
    // an added listener, unlike `onmessage`, leaves the worker's messages queued until this
    worker.startMessages();
    worker.controller.postMessage({ type: WORKER_MESSAGES.source });
    return () => worker.removeEventListener('message', onMessage);
  }, []);

  return noticeFor({ online, storedAt, loadedAt });
}
