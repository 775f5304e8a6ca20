'use client';

import { BuildFreshnessWatcher } from './BuildFreshnessWatcher';
import { RoutePreloader } from './RoutePreloader';

/** The behaviours that wait for an idle browser anyway: the hourly build check and the preload queue. */
export function IdleBehaviours({ buildId }: { buildId: string }) {
  return (
    <>
      <BuildFreshnessWatcher buildId={buildId} />
      <RoutePreloader />
    </>
  );
}
