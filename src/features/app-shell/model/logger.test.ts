import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

afterEach(() => vi.useRealTimers());

describe('logger', () => {
  it('throttles repeats within 1000 ms after 5', () => {
    const seen: string[] = [];
    const logger = createLogger({ reporters: [{ log: (entry) => void seen.push(String(entry.args[0])) }] });
    for (let i = 0; i < 20; i++) logger.warn('CMS slow');
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(seen.length).toBeLessThan(20);
  });
});
