'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { ROUTE_PRELOAD_CONCURRENCY } from './model/constants';
import { createTaskQueue } from './model/task-queue';
import { localeOfPath } from '@/i18n/internal-paths';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Save-data, or a connection the browser rates below 4G. */
export function isConstrainedConnection(connection: NetworkInformation | undefined): boolean {
  return Boolean(connection?.saveData) || ['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '');
}

/** How long one prefetch holds its slot: router.prefetch() gives no completion signal. */
const SLOT_MS = 150;

/**
 * Spec §9: route code for the links in view is preloaded through a queue of 4
 * concurrent loads, so a long list of links never floods the network at once.
 * next/link already prefetches its own links; this covers the plain `<a>`
 * links (structured text, CMS-provided paths) and keeps the burst bounded.
 * Skipped on save-data and slow connections, where a visitor's data plan and
 * bandwidth go to what they asked for (issue 21). Links into the other
 * language (the language switch) are never preloaded: they are full document
 * navigations, so their payload would only be thrown away.
 */
export function RoutePreloader() {
  const router = useRouter();

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (isConstrainedConnection(connection) || typeof IntersectionObserver === 'undefined') return;
    const pageLocale = localeOfPath(window.location.pathname);
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
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>(
        'a[href^="/"]:not([href^="/api/"]):not([download])',
      )) {
        if (observed.has(anchor) || anchor.target === '_blank') continue;
        if (anchor.hreflang || localeOfPath(new URL(anchor.href).pathname) !== pageLocale) continue;
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
