import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-error.ts';
import { DATOCMS_RATE_LIMIT, parseRateLimit, TokenRateLimiter } from './rate-limit.ts';

describe('CMS_RATE_LIMIT', () => {
  it('is off unless set', () => {
    expect(parseRateLimit(undefined)).toBeNull();
    expect(parseRateLimit('')).toBeNull();
    expect(parseRateLimit('off')).toBeNull();
  });
  it('takes DatoCMS’s own limits by name, or explicit ones', () => {
    expect(parseRateLimit('datocms')).toEqual(DATOCMS_RATE_LIMIT);
    expect(parseRateLimit('10/s')).toEqual({ perSecond: 10 });
    expect(parseRateLimit('10/s, 200/min')).toEqual({ perSecond: 10, perMinute: 200 });
  });
  it('refuses what it cannot read', () => {
    for (const raw of ['fast', '0/s', '10/h', '10']) expect(() => parseRateLimit(raw)).toThrow(/CMS_RATE_LIMIT/);
  });
});

describe('TokenRateLimiter', () => {
  const refusal = (limiter: TokenRateLimiter, token: string): ApiRequestError | null => {
    try {
      limiter.take(token);
      return null;
    } catch (error) {
      return error as ApiRequestError;
    }
  };

  it('answers 429 RATE_LIMIT_EXCEEDED past the per-second limit, with the seconds until the window ends', () => {
    let now = 1_000_000_250;
    const limiter = new TokenRateLimiter({ perSecond: 2 }, () => now);
    expect(refusal(limiter, 'a')).toBeNull();
    expect(refusal(limiter, 'a')).toBeNull();
    const error = refusal(limiter, 'a');
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
    expect(error?.headers).toEqual({
      'X-RateLimit-Limit': '2',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': '1',
    });
    // another token has its own buckets
    expect(refusal(limiter, 'b')).toBeNull();
    now += 750;
    expect(refusal(limiter, 'a')).toBeNull();
  });

  it('names the minute bucket’s reset when that one is empty', () => {
    let now = 60_000 * 1000 + 15_000;
    const limiter = new TokenRateLimiter({ perSecond: 100, perMinute: 3 }, () => now);
    for (let i = 0; i < 3; i++) {
      expect(refusal(limiter, 'a')).toBeNull();
      now += 1_000;
    }
    expect(refusal(limiter, 'a')?.headers['X-RateLimit-Reset']).toBe('42');
  });
});
