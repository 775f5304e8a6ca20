'use client';

import { useEffect, useRef } from 'react';
import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { whenIdle } from '@/components/idle/when-idle';
import type { AppLocale } from '@/i18n/routing';
import { WORKER_MESSAGES, WORKER_URL } from './model/protocol';
import { MALL_PAGES } from './model/warm-list';

async function askToKeep(urls: string[]): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: WORKER_MESSAGES.warm, urls });
}

/**
 * Registers the service worker in production builds (ADR 0075) and asks it to keep, for offline use, the page
 * being viewed (client navigations never reach the worker as documents) and, once per load, the mall's pages
 * in the visitor's locale.
 */
export function ServiceWorkerRegistration() {
  const locale = useLocale() as AppLocale;
  const pathname = usePathname();
  const registered = useRef(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const here = `${window.location.pathname}${window.location.search}`;
    return whenIdle(() => {
      const first = !registered.current;
      registered.current = true;
      const start = first
        ? navigator.serviceWorker.register(WORKER_URL, { scope: '/', updateViaCache: 'none' })
        : Promise.resolve();
      start
        .then(() => askToKeep(first ? [here, ...MALL_PAGES[locale]] : [here]))
        .catch(() => {
          // No worker (private browsing, storage refused): the site works online as before.
        });
    });
  }, [locale, pathname]);

  return null;
}
