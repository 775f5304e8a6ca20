/**
 * DatoCMS cache tags (DATOCMS.md §7). The Content Delivery API answers a
 * query sent with `X-Cache-Tags: true` with a response header listing, space
 * separated, opaque tags for everything the answer depends on. They are stored
 * verbatim (never parsed: they may contain punctuation) and the cache-tags
 * webhook names the ones to invalidate.
 */
export const CACHE_TAGS_RESPONSE_HEADER = 'x-cache-tags';

/** Next's limits (cacheTag.md): at most 128 tags per `cacheTag` call, each at most 256 characters. */
export const MAX_TAGS_PER_CACHE_TAG_CALL = 128;
export const MAX_TAG_LENGTH = 256;

/** The tags of one answer; duplicates and empty entries dropped, order kept. */
export function parseCacheTagsHeader(header: string | null | undefined): string[] {
  if (!header) return [];
  return [...new Set(header.split(' ').filter((tag) => tag !== ''))];
}

/**
 * Calls `cacheTag` as often as Next's per-call limit needs. A tag longer than
 * Next accepts cannot be invalidated by name; it is skipped here (Next would
 * skip it too, with a warning per render).
 */
export function applyCacheTags(tags: readonly string[], cacheTag: (...tags: string[]) => void): void {
  const usable = tags.filter((tag) => tag.length <= MAX_TAG_LENGTH);
  for (let start = 0; start < usable.length; start += MAX_TAGS_PER_CACHE_TAG_CALL) {
    cacheTag(...usable.slice(start, start + MAX_TAGS_PER_CACHE_TAG_CALL));
  }
}
