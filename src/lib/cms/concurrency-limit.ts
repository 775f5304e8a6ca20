/**
 * At most `max` tasks run at once; the others wait in arrival order. Used to
 * cap a build's content queries so hundreds of prerendered pages do not hit
 * DatoCMS's rate limits all at once (ADR 0042).
 */
export interface ConcurrencyLimit {
  readonly max: number;
  run<T>(task: () => Promise<T>): Promise<T>;
  /** tasks running now */
  readonly active: number;
  /** tasks waiting for a slot */
  readonly waiting: number;
}

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`a concurrency limit must be a positive integer, got ${max}`);
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    // the slot passes straight to the next task, so `active` never dips below the queue's demand
    if (next) next();
    else active -= 1;
  };

  return {
    max,
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(task) {
      if (active < max) active += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

/** During `next build` the cap is on unless configured otherwise; at run time it is off unless configured. */
export const DEFAULT_BUILD_CONCURRENT_QUERIES = 5;

/**
 * The cap on concurrent content queries of this process, decided in one place:
 * `DATOCMS_MAX_CONCURRENT_QUERIES` (a positive integer; `0` for none) when set,
 * else `DEFAULT_BUILD_CONCURRENT_QUERIES` while Next builds (it sets NEXT_PHASE
 * in its build workers), else none.
 */
export function contentQueryConcurrency(configured: number | undefined, nextPhase: string | undefined): number | null {
  if (configured !== undefined) return configured > 0 ? configured : null;
  return nextPhase === 'phase-production-build' ? DEFAULT_BUILD_CONCURRENT_QUERIES : null;
}
