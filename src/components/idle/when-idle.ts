'use client';

import { useEffect, useState } from 'react';

/** Once the page has loaded and the browser is idle: what runs then never competes with the first paint. */
export function whenIdle(run: () => void): () => void {
  let handle = 0;
  const schedule = () => {
    handle = window.requestIdleCallback
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/**
 * False until the page has loaded and the browser is idle, then true: a component rendered only then (behind
 * `next/dynamic`) is no part of the page's first load.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
