// @ts-check
/**
 * The headers that let a shared cache (a CDN) keep a prerendered page and
 * purge it on the same DatoCMS webhook the site receives (README
 * "Deployment: CDN"). Plain JavaScript: Next loads the page cache handler
 * that uses it at run time, outside the bundle.
 */

import { NEXT_IMPLICIT_TAG_PREFIX } from './next-internals/protocol.ts';

/** Next's own tags (layouts, paths) start with this; only the CMS's tags mean anything to a CDN. */
const NEXT_INTERNAL_TAG_PREFIX = NEXT_IMPLICIT_TAG_PREFIX;

/**
 * A CDN keeps a page for `sMaxAge` seconds and may serve it stale for
 * `staleWhileRevalidate` more while it fetches a fresh one; browsers always
 * revalidate (`max-age=0`), so a purge reaches visitors at once. Without a
 * purging CDN, `sMaxAge` bounds how late a publish shows.
 */
export const CDN_CACHE_SECONDS = { sMaxAge: 300, staleWhileRevalidate: 86_400 };

/** Cloudflare's and Fastly's header limit is 16 KB; several header lines of at most 8 KB stay clear of proxies' line limits. */
export const MAX_CACHE_TAG_HEADER_BYTES = 8_000;

/** @param {{ sMaxAge: number; staleWhileRevalidate: number }} seconds */
export function sharedCacheControl(seconds = CDN_CACHE_SECONDS) {
  return `public, max-age=0, s-maxage=${seconds.sMaxAge}, stale-while-revalidate=${seconds.staleWhileRevalidate}`;
}

/**
 * The CMS's cache tags of a page, from Next's comma-separated list of every
 * tag its render used.
 * @param {string | undefined} nextCacheTags
 * @returns {string[]}
 */
export function cmsTagsOfPage(nextCacheTags) {
  if (!nextCacheTags) return [];
  // A tag with a comma or a space could not be written into a comma-separated header.
  return nextCacheTags
    .split(',')
    .filter((tag) => tag !== '' && !tag.startsWith(NEXT_INTERNAL_TAG_PREFIX) && !/[\s,]/.test(tag));
}

/**
 * `Cache-Tag` header values: comma-separated (or by `separator`), split into
 * several header lines when the tags would not fit in one.
 * @param {readonly string[]} tags
 * @param {number} maxBytes
 * @param {string} separator
 * @returns {string[]}
 */
export function cacheTagHeaderLines(tags, maxBytes = MAX_CACHE_TAG_HEADER_BYTES, separator = ',') {
  /** @type {string[]} */
  const lines = [];
  let current = '';
  for (const tag of tags) {
    const next = current === '' ? tag : `${current}${separator}${tag}`;
    if (Buffer.byteLength(next) > maxBytes && current !== '') {
      lines.push(current);
      current = tag;
    } else {
      current = next;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}
