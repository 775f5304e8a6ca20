'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { ROUTE_PRELOAD_CONCURRENCY } from '@/lib/app/constants';
import { createTaskQueue } from '@/lib/app/task-queue';

/** How long one prefetch holds its slot: router.prefetch() gives no completion signal. */
const SLOT_MS = 150;

/**
 * Spec §9: route code for the links in view is preloaded through a queue of 4
 * concurrent loads, so a long list of links never floods the network at once.
 * next/link already prefetches its own links; this covers the plain `<a>`
 * links (structured text, CMS-provided paths) and keeps the burst bounded.
 * Skipped on save-data connections.
 */
export function RoutePreloader() {
  const router = useRouter();

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData || typeof IntersectionObserver === 'undefined') return;
    const queue = createTaskQueue(ROUTE_PRELOAD_CONCURRENCY);
    const observed = new WeakSet<Element>();

    const io = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
        io.unobserve(entry.target);
        const url = new URL(entry.target.href);
        const href = `${url.pathname}${url.search}`;
        queue.add(href, async () => {
          router.prefetch(href);
          await new Promise((resolve) => setTimeout(resolve, SLOT_MS));
        });
      }
    });

    const scan = () => {
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]:not([href^="/api/"]):not([download])')) {
        if (observed.has(anchor) || anchor.target === '_blank') continue;
        observed.add(anchor);
        io.observe(anchor);
      }
    };
    scan();
    const mutations = new MutationObserver(() => scan());
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      io.disconnect();
      mutations.disconnect();
    };
  }, [router]);

  return null;
}
