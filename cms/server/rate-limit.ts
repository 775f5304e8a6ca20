import { ApiRequestError } from './api-error.ts';

/**
 * DatoCMS's rate limit on Content Delivery API requests its CDN does not
 * serve: per API token, 40 requests a second and 1,000 a minute; past either,
 * 429 with its error envelope (code RATE_LIMIT_EXCEEDED) and `X-RateLimit-Reset`,
 * the seconds until the bucket that was hit refills (what @datocms/cda-client
 * reads). Off unless configured (`CMS_RATE_LIMIT`), so tests and builds can
 * meet the 429s a real project sends.
 */
export interface RateLimitConfig {
  perSecond?: number;
  perMinute?: number;
}

/** DatoCMS's own limits (technical limits of the CDA). */
export const DATOCMS_RATE_LIMIT: Required<RateLimitConfig> = { perSecond: 40, perMinute: 1_000 };

/** `CMS_RATE_LIMIT`: `datocms`, or `N/s`, `N/min` or both (`10/s,200/min`); unset, empty or `off` for none. */
export function parseRateLimit(raw: string | undefined): RateLimitConfig | null {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'off') return null;
  if (value === 'datocms') return { ...DATOCMS_RATE_LIMIT };
  const config: RateLimitConfig = {};
  for (const part of value.split(',')) {
    const match = /^(\d+)\s*\/\s*(s|min)$/.exec(part.trim());
    const count = match ? Number(match[1]) : 0;
    if (!match || count < 1) return invalid(raw);
    if (match[2] === 's') config.perSecond = count;
    else config.perMinute = count;
  }
  return config;
}

function invalid(raw: string | undefined): never {
  throw new RangeError(`CMS_RATE_LIMIT must be "datocms", "off", or limits such as "40/s,1000/min", got "${raw}"`);
}

interface Window {
  start: number;
  count: number;
}

/** Fixed windows per token, aligned on the clock's seconds and minutes. */
export class TokenRateLimiter {
  private readonly windows = new Map<string, { second: Window; minute: Window }>();
  private readonly config: RateLimitConfig;
  private readonly now: () => number;

  constructor(config: RateLimitConfig, now: () => number = Date.now) {
    this.config = config;
    this.now = now;
  }

  /** Counts one request of `token`, or throws DatoCMS's 429 when a bucket is empty. */
  take(token: string): void {
    const now = this.now();
    const state = this.windows.get(token) ?? { second: { start: 0, count: 0 }, minute: { start: 0, count: 0 } };
    this.windows.set(token, state);
    const buckets = [
      { window: state.second, size: 1_000, limit: this.config.perSecond },
      { window: state.minute, size: 60_000, limit: this.config.perMinute },
    ];
    for (const bucket of buckets) {
      const start = now - (now % bucket.size);
      if (bucket.window.start !== start) Object.assign(bucket.window, { start, count: 0 });
    }
    for (const { window, size, limit } of buckets) {
      if (limit === undefined || window.count < limit) continue;
      // Never 0: cda-client would retry at once and be refused again.
      const resetSeconds = Math.max(1, Math.ceil((window.start + size - now) / 1000));
      throw new ApiRequestError(
        429,
        'RATE_LIMIT_EXCEEDED',
        `Too many requests for this API token: at most ${limit} per ${size === 1_000 ? 'second' : 'minute'}`,
        {
          'X-RateLimit-Limit': String(limit),
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset': String(resetSeconds),
        },
      );
    }
    for (const { window } of buckets) window.count += 1;
  }
}
