import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_PRELOAD_CONCURRENCY } from './constants';
import { formatDate } from './format-date';
import { createLogger } from './logger';
import { debounce, throttle } from './rate-limit';
import { claimReload, isChunkLoadError, RELOAD_GUARD_KEY } from './reload-guard';
import { readAnimationSettings, rootMarginFor } from './scroll-animation';
import { createTaskQueue } from './task-queue';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

afterEach(() => vi.useRealTimers());

describe('reload guard', () => {
  it('allows one reload per path within 10 s, then again after the window', () => {
    const storage = memoryStorage();
    expect(claimReload('/lojas', 1_000, storage)).toBe(true);
    expect(claimReload('/lojas', 5_000, storage)).toBe(false);
    expect(claimReload('/cinema', 5_000, storage)).toBe(true);
    expect(claimReload('/lojas', 10_999, storage)).toBe(false);
    expect(claimReload('/lojas', 11_000, storage)).toBe(true);
    expect(JSON.parse(storage.data.get(RELOAD_GUARD_KEY) ?? '{}')).toHaveProperty('/lojas', 11_000);
  });

  it('refuses when storage cannot record the reload, so a broken chunk cannot loop', () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceeded'); } };
    expect(claimReload('/', 0, storage)).toBe(false);
  });

  it('recognises chunk load failures from webpack, Turbopack and native import()', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

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
    queue.add('a', async () => { throw new Error('offline'); });
    queue.add('b', async () => { done.push('b'); });
    await queue.idle();
    expect(done).toEqual(['b']);
  });
});

describe('logger', () => {
  it('throttles repeats within 1000 ms after 5', () => {
    const seen: string[] = [];
    const logger = createLogger({ reporters: [{ log: (entry) => void seen.push(String(entry.args[0])) }] });
    for (let i = 0; i < 20; i++) logger.warn('CMS slow');
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(seen.length).toBeLessThan(20);
  });
});

describe('timing helpers', () => {
  it('throttle calls at most once per window, debounce once calls stop', () => {
    vi.useFakeTimers();
    const t = vi.fn();
    const d = vi.fn();
    const throttled = throttle(t, 99);
    const debounced = debounce(d, 50);
    for (let i = 0; i < 10; i++) {
      throttled(i);
      debounced(i);
      vi.advanceTimersByTime(10);
    }
    expect(t.mock.calls.length).toBeLessThanOrEqual(2);
    expect(d).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(d).toHaveBeenCalledExactlyOnceWith(9);
    expect(t).toHaveBeenLastCalledWith(9);
  });
});

describe('scroll animation settings', () => {
  it('use the spec defaults and accept per-element overrides', () => {
    expect(readAnimationSettings({})).toEqual({ offset: 120, delay: 0, duration: 400, easing: 'ease' });
    expect(readAnimationSettings({ animateDelay: '200', animateOffset: 'x', animateEasing: 'ease-out' })).toEqual({ offset: 120, delay: 200, duration: 400, easing: 'ease-out' });
    expect(readAnimationSettings({ animateEasing: 'url(javascript:1)' }).easing).toBe('ease');
    expect(rootMarginFor(120)).toBe('0px 0px -120px 0px');
  });
});

describe('formatDate', () => {
  it('formats in pt-BR by default and in English for en, without shifting plain dates', () => {
    expect(formatDate('2026-03-01')).toBe('1 de março de 2026');
    expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatDate('2026-03-01T01:30:00Z', 'pt')).toBe('28 de fevereiro de 2026');
    expect(() => formatDate('soon')).toThrow(RangeError);
  });
});
