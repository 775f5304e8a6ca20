/**
 * Tag invalidations as Next's caches read them: for each tag, when it went
 * stale (entries made before are served once more and refreshed in the
 * background) and when it expires (entries made before are not served at all).
 * Every instance keeps them in Next's process-wide `tagsManifest`, which both
 * the page cache and the `'use cache'` handler consult; here they are also
 * made portable, so one instance's invalidation can be applied by the others.
 */

export interface TagInvalidation {
  stale?: number;
  expired?: number;
}

export type TagManifest = Map<string, TagInvalidation>;

/**
 * What invalidating `tags` at `now` means, exactly as Next's own handlers do
 * it: with `durations` (a `revalidateTag(tag, profile)`), stale now and expired
 * after the profile's `expire`; without, expired now.
 */
export function invalidationsAt(
  manifest: TagManifest,
  tags: readonly string[],
  durations: { expire?: number } | undefined,
  now: number,
): Record<string, TagInvalidation> {
  const result: Record<string, TagInvalidation> = {};
  for (const tag of tags) {
    const next = { ...manifest.get(tag) };
    if (durations) {
      next.stale = now;
      if (durations.expire !== undefined && Number.isFinite(durations.expire))
        next.expired = now + durations.expire * 1000;
    } else {
      next.expired = now;
    }
    result[tag] = next;
  }
  return result;
}

/**
 * Applies invalidations made here or by another instance. The later time wins
 * for each field, so deliveries may arrive twice or out of order.
 */
export function applyInvalidations(manifest: TagManifest, invalidations: Record<string, TagInvalidation>): void {
  for (const [tag, incoming] of Object.entries(invalidations)) {
    const current = manifest.get(tag) ?? {};
    const merged = { ...current };
    for (const field of ['stale', 'expired'] as const) {
      const value = incoming[field];
      if (typeof value === 'number' && value > (current[field] ?? -Infinity)) merged[field] = value;
    }
    manifest.set(tag, merged);
  }
}

/**
 * Whether an entry made at `timestamp` with `tags` may be served, as Next's
 * default handler decides: `expired` (not at all), `stale` (served, refreshed
 * in the background) or `fresh`.
 */
export function entryFreshness(
  manifest: TagManifest,
  tags: readonly string[],
  timestamp: number,
  now: number,
): 'expired' | 'stale' | 'fresh' {
  let stale = false;
  for (const tag of tags) {
    const state = manifest.get(tag);
    if (!state) continue;
    if (typeof state.expired === 'number' && state.expired > timestamp && state.expired <= now) return 'expired';
    if (typeof state.stale === 'number' && state.stale > timestamp) stale = true;
  }
  return stale ? 'stale' : 'fresh';
}
