// @ts-check
/**
 * How soon a cached page tries again after its background refresh failed
 * (ADR 0049).
 *
 * When a stale page's refresh fails (the content service is down), Next keeps
 * the old page by storing it again as fresh for `revalidate` clamped to 3–30 s
 * (Next's response cache, `retainPreviousCacheEntry`; src/server/next-internals/protocol.ts). Our pages
 * live longer than 30 s, so a publish made during an outage reached visitors
 * up to 30 s after the service came back. The page cache spots that re-store
 * (Next hands back the very value the cache served) and shortens its life to
 * this schedule instead: 2 s after the first failure, 4 s after the next ones.
 *
 * The cost is bounded: a refresh runs only when the page is visited, one at a
 * time per page, and a failing one already spends the content client's whole
 * retry schedule (7 s for 500s, 15 s for a hang) before it counts as failed.
 */

/** seconds before the next try, by how many refreshes in a row have failed */
export const RETRY_AFTER_FAILURE_SECONDS = [2, 4];

/** @param {number} failuresInARow at least 1 @returns {number} seconds */
export function retryAfterFailureSeconds(failuresInARow) {
  const index = Math.min(Math.max(failuresInARow, 1), RETRY_AFTER_FAILURE_SECONDS.length) - 1;
  return RETRY_AFTER_FAILURE_SECONDS[index];
}

/**
 * Follows, per cache key, the values the cache served and the refreshes that
 * failed. `served` is told of every value handed to Next; `onStore` of every
 * value Next stores, and answers the lifetime to store it with.
 */
export function failedRefreshTracker() {
  /** values handed out: Next stores one of these back only to retain it after a failed refresh */
  const servedValues = new WeakSet();
  /** @type {Map<string, number>} */
  const failuresInARow = new Map();
  return {
    /** @param {unknown} value */
    served(value) {
      if (value && typeof value === 'object') servedValues.add(value);
    },
    /**
     * Seconds until the page of `key` tries again, while it is an old page kept after failed refreshes; null otherwise.
     * Its answers say so in `s-maxage`, so no shared cache (a CDN, the front store) keeps the old page longer (ADR 0051).
     * @param {string} key
     * @returns {number | null}
     */
    retrySeconds(key) {
      const failures = failuresInARow.get(key);
      return failures === undefined ? null : retryAfterFailureSeconds(failures);
    },
    /**
     * @param {string} key
     * @param {unknown} value what Next stores
     * @param {{ revalidate?: number | false, expire?: number } | undefined} cacheControl the lifetime Next asks for
     * @returns {{ retained: boolean, cacheControl: typeof cacheControl }}
     */
    onStore(key, value, cacheControl) {
      const retained = Boolean(value && typeof value === 'object' && servedValues.has(value));
      if (!retained) {
        failuresInARow.delete(key);
        return { retained, cacheControl };
      }
      const failures = (failuresInARow.get(key) ?? 0) + 1;
      failuresInARow.set(key, failures);
      return {
        retained,
        cacheControl: cacheControl && { ...cacheControl, revalidate: retryAfterFailureSeconds(failures) },
      };
    },
  };
}
