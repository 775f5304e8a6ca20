import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_PRELOAD_CONCURRENCY } from './constants';
import { createTaskQueue } from './task-queue';

afterEach(() => vi.useRealTimers());

describe('route preload queue', () => {
  it('runs at most 4 loads at once and every queued load eventually', async () => {
    const queue = createTaskQueue(ROUTE_PRELOAD_CONCURRENCY);
    let running = 0;
    let peak = 0;
    const done: string[] = [];
    for (let i = 0; i < 10; i++) {
      queue.add(`/route-${i}`, async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        done.push(`/route-${i}`);
      });
    }
    queue.add('/route-0', async () => done.push('duplicate'));
    expect(queue.running).toBe(4);
    await queue.idle();
    expect(peak).toBe(4);
    expect(done).toHaveLength(10);
    expect(done).not.toContain('duplicate');
  });

  it('keeps going after a failed load', async () => {
    const queue = createTaskQueue(1);
    const done: string[] = [];
    queue.add('a', async () => {
      throw new Error('offline');
    });
    queue.add('b', async () => {
      done.push('b');
    });
    await queue.idle();
    expect(done).toEqual(['b']);
  });
});
