import { currentLane } from './lanes';

/** Stages an outage of the content service through the e2e server's fault proxy (scripts/e2e/cms-fault-proxy.mjs). */
export type CmsFault = 'pass' | 'error' | 'html' | 'hang' | 'refuse' | 'unauthorized' | 'rate-limited';

/** Stages it on the running test's lane only (e2e/support/lanes.ts). */
export async function setCmsFault(mode: CmsFault): Promise<void> {
  const { faultPort } = currentLane();
  const response = await fetch(`http://localhost:${faultPort}/__fault`, {
    method: 'POST',
    body: JSON.stringify({ mode }),
  });
  if (!response.ok) throw new Error(`fault proxy refused mode ${mode}: ${response.status}`);
}

/** How many content requests reached the proxy since the fault was last set. */
export async function cmsRequestsSinceFault(): Promise<number> {
  const { faultPort } = currentLane();
  const response = await fetch(`http://localhost:${faultPort}/__fault`);
  return ((await response.json()) as { requests: number }).requests;
}
