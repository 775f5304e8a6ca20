import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from './throttle';

afterEach(() => vi.useRealTimers());

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
