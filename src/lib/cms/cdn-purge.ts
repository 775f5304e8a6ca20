import { cacheTagHeaderLines } from '@/server/cdn-headers.mjs';

/**
 * Passes a publish on to the HTTP cache in front of the site (Varnish on one
 * machine, deploy/varnish/default.vcl): the webhook's cache tags, sent as
 * `BAN` requests with a `Cache-Tag` header, purge every page that lists one of
 * them. Without it, a publish reached visitors through Varnish only when the
 * page's `s-maxage` ran out (5 minutes).
 *
 * Tags go in header lines under Varnish's default limit of 8 kB per header, so
 * a bulk publish of thousands of records makes a few requests, not one too
 * large to read. A failed purge is logged and does not fail the webhook: the
 * site's own caches are already refreshed, and the HTTP cache still expires
 * the page at its `s-maxage`.
 */
export const MAX_PURGE_HEADER_BYTES = 4_000;

/** The tags in space-separated lines of at most `maxBytes` (the split of the site's own `Cache-Tag` header). */
export const purgeHeaderLines = (tags: readonly string[], maxBytes = MAX_PURGE_HEADER_BYTES): string[] =>
  cacheTagHeaderLines(tags, maxBytes, ' ');

export async function purgeCdnByTags(
  purgeUrl: string | undefined,
  tags: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<{ purged: number; failed: number }> {
  if (!purgeUrl || tags.length === 0) return { purged: 0, failed: 0 };
  let purged = 0;
  let failed = 0;
  for (const line of purgeHeaderLines(tags)) {
    try {
      const response = await fetchImpl(purgeUrl, {
        method: 'BAN',
        headers: { 'Cache-Tag': line },
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      if (response.ok) purged += 1;
      else throw new Error(`${response.status} ${response.statusText}`);
    } catch (error) {
      failed += 1;
      console.warn(
        `[cdn-purge] BAN ${purgeUrl} failed: ${error instanceof Error ? error.message : String(error)}; the HTTP cache keeps those pages until their s-maxage`,
      );
    }
  }
  return { purged, failed };
}
