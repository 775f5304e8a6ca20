import 'server-only';
import { createClient } from '@redis/client';
import { createRateLimiter, type RateLimiter, type RateLimitRedis, type RateLimitRule } from '@/lib/http/rate-limit';

/** Typing sends about five requests a second at most; 40 in 8 s leaves room for a fast typist on a shared address. */
export const SEARCH_RATE: RateLimitRule = { name: 'search', points: 40, durationSeconds: 8 };
/** A form is sent a few times by a person; 8 in 48 s per form and client stops a script, not a visitor. */
export const FORMS_RATE: RateLimitRule = { name: 'forms', points: 8, durationSeconds: 48 };

// One connection and one limiter per rule for the process, on globalThis: the route handlers and the
// server action are bundled apart and must count in the same place.
const KEY = Symbol.for('jacaranda.rate-limits');
type Holder = { [KEY]?: { redis: RateLimitRedis | null; limiters: Map<string, RateLimiter> } };

function sharedState() {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const url = process.env.REDIS_URL;
    let redis: RateLimitRedis | null = null;
    if (url) {
      // Commands fail at once while Redis is away (no offline queue), and the memory limiter answers instead.
      const client = createClient({
        url,
        disableOfflineQueue: true,
        socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) },
      });
      let lastLogged = 0;
      client.on('error', (error: unknown) => {
        if (Date.now() - lastLogged < 30_000) return;
        lastLogged = Date.now();
        console.warn(
          `rate limits: Redis unreachable, counting per instance: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      client.connect().catch(() => {});
      redis = client;
    }
    holder[KEY] = { redis, limiters: new Map() };
  }
  return holder[KEY];
}

/** The limiter of a rule, shared by every instance through `REDIS_URL` when it is set (connected on first use). */
export function siteRateLimiter(rule: RateLimitRule): RateLimiter {
  const state = sharedState();
  let limiter = state.limiters.get(rule.name);
  if (!limiter) {
    limiter = createRateLimiter(
      rule,
      state.redis ? { redis: state.redis, prefix: process.env.REDIS_KEY_PREFIX ?? 'jacaranda:' } : undefined,
    );
    state.limiters.set(rule.name, limiter);
  }
  return limiter;
}
