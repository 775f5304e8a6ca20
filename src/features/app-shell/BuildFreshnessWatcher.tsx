'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { BUILD_CHECK_INTERVAL_MS } from './model/constants';
import { claimReload, isChunkLoadError } from './model/reload-guard';

interface BuildFreshnessWatcherProps {
  /** the build this page was rendered by */
  buildId: string;
  checkIntervalMs?: number;
}

/**
 * The site's throttled logger, loaded when there is something to say: consola is about 3 kB gzip that no page
 * needs on its first load. When the warning is about chunks that no longer load (a new deployment), the logger's
 * own chunk may fail too, and the console says it instead.
 */
function warn(message: string) {
  import('./model/logger').then(
    ({ logger }) => logger.warn(message),
    () => console.warn(message),
  );
}

/** A full page load of `href`, guarded per path (spec §4); false when the guard refused. */
export function reloadOnce(href: string = window.location.href): boolean {
  const path = new URL(href, window.location.href).pathname;
  if (!claimReload(path, Date.now(), window.sessionStorage)) {
    warn(`Reload of ${path} skipped: already reloaded in the last 10 s`);
    return false;
  }
  if (href === window.location.href) window.location.reload();
  else window.location.assign(href);
  return true;
}

function isPlainInternalClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return null;
  return anchor;
}

/**
 * Spec §4 build freshness: checks /api/build-id every hour. Once a new build
 * is out, the next navigation is a full page load (the old client code may no
 * longer match the server); a route chunk that fails to load also reloads.
 * Both are guarded: at most once per path within 10 s.
 */
export function BuildFreshnessWatcher({
  buildId,
  checkIntervalMs = BUILD_CHECK_INTERVAL_MS,
}: BuildFreshnessWatcherProps) {
  const pathname = usePathname();
  const stale = useRef(false);
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (buildId === 'development') return;
    const check = async () => {
      try {
        const response = await fetch('/api/build-id', { cache: 'no-store' });
        if (!response.ok) return;
        const body = (await response.json()) as { buildId?: unknown };
        if (typeof body.buildId === 'string' && body.buildId !== buildId) stale.current = true;
      } catch {
        // Offline or server restarting: check again next time.
      }
    };
    const timer = setInterval(check, checkIntervalMs);
    return () => clearInterval(timer);
  }, [buildId, checkIntervalMs]);

  // A new build: turn in-site link clicks into full page loads.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!stale.current) return;
      const anchor = isPlainInternalClick(event);
      if (!anchor) return;
      event.preventDefault();
      if (!reloadOnce(anchor.href)) window.location.assign(anchor.href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  // Programmatic navigations (router.push) that slipped through: reload where they landed.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (stale.current) reloadOnce();
  }, [pathname]);

  // A route chunk that cannot be fetched: the deploy moved on under us.
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error)) reloadOnce();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
