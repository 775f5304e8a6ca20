import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * How many requests one client may make: `points` in each window of
 * `durationSeconds` (a fixed window, rate-limiter-flexible's model). `name`
 * keeps the counters of different endpoints apart in a shared store.
 */
export interface RateLimitRule {
  name: string;
  points: number;
  durationSeconds: number;
}

export interface RateLimiter {
  /** null when allowed, else the whole seconds until the client may try again */
  take(client: string): Promise<number | null>;
}

/** The part of a node-redis (`@redis/client`) connection the Redis limiter uses; kept loose, as the library types it. */
export type RateLimitRedis = object;

/**
 * A limiter per rule. Without Redis, counters live in this process's memory.
 * With Redis, every instance counts in the same keys, so N instances allow
 * the rule's rate once, not N times; when Redis cannot be reached (not
 * connected, or a command fails), the memory limiter answers in its place,
 * at once: a Redis outage weakens the limit to per instance, it never
 * refuses or delays a visitor.
 */
export function createRateLimiter(
  rule: RateLimitRule,
  shared?: { redis: RateLimitRedis; prefix: string },
): RateLimiter {
  const options = { points: rule.points, duration: rule.durationSeconds };
  const memory = new RateLimiterMemory({ ...options, keyPrefix: rule.name });
  const limiter = shared
    ? new RateLimiterRedis({
        ...options,
        storeClient: shared.redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: `${shared.prefix}rate-limit:${rule.name}`,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async take(client) {
      try {
        await limiter.consume(client);
        return null;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        // neither store answered: a limiter must not turn into an outage
        return null;
      }
    },
  };
}
