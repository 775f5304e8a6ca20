'use client';

import dynamic from 'next/dynamic';
import { useIdle } from '@/components/idle/when-idle';

const IdleBehaviours = dynamic(() => import('./IdleBehaviours').then((module) => module.IdleBehaviours), {
  ssr: false,
});

/**
 * The build-freshness watcher and the route preload queue, whose code (about 2 kB gzip) loads once the page is idle
 * rather than with every first load. Until then a click is an ordinary navigation: the hourly check has not run.
 */
export function LazyBehaviours({ buildId }: { buildId: string }) {
  return useIdle() ? <IdleBehaviours buildId={buildId} /> : null;
}
