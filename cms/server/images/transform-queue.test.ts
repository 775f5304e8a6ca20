import { describe, expect, it } from 'vitest';
import { QueueFullError, TransformQueue } from './transform-queue.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('the image transformation queue', () => {
  it('runs at most `concurrency` jobs at once, the rest in order, and refuses past its line', async () => {
    const queue = new TransformQueue(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const jobs = gates.map((gate, i) => queue.run(async () => (started.push(i), await gate.promise, i)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(queue.run(async () => 'one too many')).rejects.toBeInstanceOf(QueueFullError);
    gates[0]!.resolve();
    await jobs[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
  });

  it('frees its place when a job fails', async () => {
    const queue = new TransformQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
