/** One dependency's state, as /api/health reports it. */
export interface CheckResult {
  ok: boolean;
  ms: number;
  /** why it failed: the error's message, never a secret */
  error?: string;
}

/** Runs a check within `timeoutMs`: a hanging dependency is a failed one, reported in time. */
export async function timedCheck(check: () => Promise<void>, timeoutMs = 3000): Promise<CheckResult> {
  const start = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs))),
    ]);
    return { ok: true, ms: Math.round(performance.now() - start) };
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - start),
      error: error instanceof Error ? error.message.slice(0, 120) : 'error',
    };
  } finally {
    clearTimeout(timer);
  }
}

/** The readiness verdict: ready only when every dependency answers. */
export function readiness(checks: Record<string, CheckResult>): {
  status: 200 | 503;
  body: { ready: boolean; checks: Record<string, CheckResult> };
} {
  const ready = Object.values(checks).every((c) => c.ok);
  return { status: ready ? 200 : 503, body: { ready, checks } };
}
