/**
 * A queue that runs at most `concurrency` tasks at once (spec §9: route chunk
 * preloads, 4 concurrent). Duplicate keys are dropped while queued or done.
 */
export interface TaskQueue {
  add(key: string, task: () => Promise<unknown>): void;
  readonly running: number;
  readonly pending: number;
  /** resolves when nothing is running or pending */
  idle(): Promise<void>;
}

export function createTaskQueue(concurrency: number): TaskQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer');
  const seen = new Set<string>();
  const waiting: Array<() => Promise<unknown>> = [];
  let running = 0;
  let idleWaiters: Array<() => void> = [];

  const settleIdle = () => {
    if (running === 0 && waiting.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      const task = waiting.shift();
      if (!task) break;
      running += 1;
      void Promise.resolve()
        .then(task)
        .catch(() => undefined) // a failed preload only means no head start
        .finally(() => {
          running -= 1;
          pump();
          settleIdle();
        });
    }
  };

  return {
    add(key, task) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(task);
      pump();
    },
    get running() {
      return running;
    },
    get pending() {
      return waiting.length;
    },
    idle() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
