/** Stages an outage of the content service through the e2e server's fault proxy (scripts/e2e/cms-fault-proxy.mjs). */
export type CmsFault = 'pass' | 'error' | 'html' | 'hang' | 'refuse' | 'unauthorized' | 'rate-limited';

const cmsPort = Number(process.env.E2E_CMS_PORT ?? 4010);
const faultPort = Number(process.env.E2E_FAULT_PORT ?? cmsPort + 1);

export async function setCmsFault(mode: CmsFault): Promise<void> {
  const response = await fetch(`http://localhost:${faultPort}/__fault`, { method: 'POST', body: JSON.stringify({ mode }) });
  if (!response.ok) throw new Error(`fault proxy refused mode ${mode}: ${response.status}`);
}

/** How many content requests reached the proxy since the fault was last set. */
export async function cmsRequestsSinceFault(): Promise<number> {
  const response = await fetch(`http://localhost:${faultPort}/__fault`);
  return ((await response.json()) as { requests: number }).requests;
}
