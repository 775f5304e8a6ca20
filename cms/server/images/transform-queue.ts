/** More renditions were asked for at once than the service will queue: the handler answers 503. */
export class QueueFullError extends Error {
  constructor() {
    super('too many image transformations waiting; retry shortly');
    this.name = 'QueueFullError';
  }
}

/**
 * At most `concurrency` image transformations at a time, at most `maxWaiting`
 * more in line. A transformation holds a core and, for a large AVIF, many
 * seconds: without a bound, a burst of distinct parameter sets would take the
 * whole machine and every answer would slow down together.
 */
export class TransformQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly maxWaiting: number;

  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await job();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
