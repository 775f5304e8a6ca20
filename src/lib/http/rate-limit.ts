/**
 * A token bucket per client, in the process's memory: `capacity` requests at
 * once, refilled at `perSecond`. Enough to stop one client from hammering an
 * endpoint through one instance; a CDN in front absorbs the rest. Buckets are
 * forgotten oldest first past `maxClients`, so memory stays bounded.
 */
export interface RateLimiter {
  /** null when allowed, else the seconds until the next request would be */
  take(client: string, now?: number): number | null;
}

export function createRateLimiter({ capacity, perSecond, maxClients = 10_000 }: { capacity: number; perSecond: number; maxClients?: number }): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(client, now = Date.now()) {
      const previous = buckets.get(client);
      const tokens = previous ? Math.min(capacity, previous.tokens + ((now - previous.at) / 1000) * perSecond) : capacity;
      buckets.delete(client); // re-inserted last: the Map's order is the eviction order
      if (tokens < 1) {
        buckets.set(client, { tokens, at: now });
        return Math.ceil((1 - tokens) / perSecond);
      }
      buckets.set(client, { tokens: tokens - 1, at: now });
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value as string);
      return null;
    },
  };
}

/** The client's address as the nearest proxy reports it; requests without one share a bucket. */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
