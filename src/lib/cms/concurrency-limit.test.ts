import { describe, expect, it } from 'vitest';
import { contentQueryConcurrency, createConcurrencyLimit, DEFAULT_BUILD_CONCURRENT_QUERIES } from './concurrency-limit';

describe('contentQueryConcurrency', () => {
  it('caps a build by default and leaves a server alone', () => {
    expect(contentQueryConcurrency(undefined, 'phase-production-build')).toBe(DEFAULT_BUILD_CONCURRENT_QUERIES);
    expect(contentQueryConcurrency(undefined, undefined)).toBeNull();
    expect(contentQueryConcurrency(undefined, 'phase-production-server')).toBeNull();
  });

  it('takes DATOCMS_MAX_CONCURRENT_QUERIES over the default, 0 meaning no cap', () => {
    expect(contentQueryConcurrency(12, 'phase-production-build')).toBe(12);
    expect(contentQueryConcurrency(3, undefined)).toBe(3);
    expect(contentQueryConcurrency(0, 'phase-production-build')).toBeNull();
  });
});

describe('createConcurrencyLimit', () => {
  it('frees the slot of a task that fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.active).toBe(0);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(RangeError);
    expect(() => createConcurrencyLimit(1.5)).toThrow(RangeError);
  });
});
