// @ts-check
/**
 * Next's page cache (the incremental cache of prerendered pages), as Next
 * ships it, plus the two headers a CDN needs on every page it may keep:
 * `Cache-Control: public, s-maxage, stale-while-revalidate` and `Cache-Tag`
 * with the page's DatoCMS cache tags (the same tags the webhook names, so the
 * CDN purges on the same delivery; ADR 0011).
 *
 * Pages reach visitors from this cache (prerendered at build, or rendered on a
 * first visit), so adding the headers here covers exactly the cacheable
 * answers: a page rendered per request, a draft-mode page and an error never
 * pass through it. Next writes cached headers onto the response before its own
 * Cache-Control, which it then leaves alone.
 *
 * `/` is the one page that varies by visitor (the language is detected there):
 * the proxy marks it private, and its entry (the default locale's home, which
 * has no other public URL) gets its tags and a `Vary` on what detection reads.
 */
import { contentSecurityPolicy, inlineScriptHashes, policyOriginsFromEnv } from '../lib/security/security-headers.ts';
import { dirname } from 'node:path';
import { CDN_CACHE_SECONDS, cacheTagHeaderLines, cmsTagsOfPage, sharedCacheControl } from './cdn-headers.mjs';
import { failedRefreshTracker } from './failed-refresh-retry.mjs';
import { FileSystemCache } from './next-internals/dist.ts';
import {
  isCacheablePageValue as isCacheablePage,
  isPageRedirectValue as isRedirect,
  NEXT_CACHE_TAGS_HEADER,
} from './next-internals/protocol.ts';
import { scriptIntegrityAdder } from './script-integrity.mjs';
import { storedLinkHeader } from './stored-link-header.ts';

const DEFAULT_LOCALE_HOME = /(^|\/\$)\/pt$/;

const policyOrigins = policyOriginsFromEnv(process.env);

/**
 * A stored page's HTML never changes, so its policy can name exactly its own
 * inline scripts (ADR 0030). It comes on top of the site-wide policy of
 * next.config, which must allow any inline script for pages rendered per
 * request; browsers enforce both, so only these scripts run.
 * @param {unknown} html
 */
function pagePolicy(html) {
  return typeof html === 'string'
    ? contentSecurityPolicy(policyOrigins, { scriptHashes: inlineScriptHashes(html) })
    : null;
}

/** @param {Record<string, unknown>} headers @param {string} key @param {unknown} html */
function addCdnHeaders(headers, key, html) {
  // the proxy's alternates come with every answer; stored, they were stored again on each publish (an entry
  // written before this was fixed is mended when read)
  const link = storedLinkHeader(headers.link);
  if (link) headers.link = link;
  else delete headers.link;
  const policy = pagePolicy(html);
  if (policy) headers['content-security-policy'] = policy;
  const tags = cacheTagHeaderLines(cmsTagsOfPage(/** @type {string | undefined} */ (headers[NEXT_CACHE_TAGS_HEADER])));
  if (tags.length > 0) headers['cache-tag'] = tags;
  if (DEFAULT_LOCALE_HOME.test(key)) {
    // Next has set its own Vary by now; a second line adds to it.
    headers.vary = 'Accept-Language, Cookie';
  } else {
    headers['cache-control'] = sharedCacheControl();
  }
}

/** What is added to each stored page, computed once per entry Next holds in memory. @type {WeakMap<object, { headers: Record<string, unknown>, html: unknown }>} */
const additionsOfValue = new WeakMap();

/** @param {unknown} html @param {(html: string) => string} addIntegrity */
const withIntegrity = (html, addIntegrity) => (typeof html === 'string' ? addIntegrity(html) : html);

/** @param {any} entry @param {string} key @param {(html: string) => string} addIntegrity */
function withCdnHeaders(entry, key, addIntegrity) {
  const value = entry?.value;
  if (!isCacheablePage(value)) return entry;
  let additions = additionsOfValue.get(value);
  if (!additions) {
    const headers = { ...value.headers };
    addCdnHeaders(headers, key, value.html);
    additions = { headers, html: withIntegrity(value.html, addIntegrity) };
    additionsOfValue.set(value, additions);
  }
  return { ...entry, value: { ...value, ...additions } };
}

/**
 * An old page kept after its refresh failed is kept for seconds, not minutes (ADR 0049): its answers say
 * so, so a shared cache (a CDN, the site's front store, ADR 0051) asks again as soon as the page does.
 * @param {any} entry @param {number | null} retrySeconds
 */
function withRetryLifetime(entry, retrySeconds) {
  const value = entry?.value;
  if (
    retrySeconds === null ||
    !isCacheablePage(value) ||
    !/\bpublic\b/.test(String(value.headers['cache-control'] ?? ''))
  )
    return entry;
  const cacheControl = sharedCacheControl({
    sMaxAge: retrySeconds,
    staleWhileRevalidate: CDN_CACHE_SECONDS.staleWhileRevalidate,
  });
  return { ...entry, value: { ...value, headers: { ...value.headers, 'cache-control': cacheControl } } };
}

/** One for the process, as Next makes a handler per request. */
const failedRefreshes = failedRefreshTracker();

/** One per build folder, for the process: Next makes a handler per request, and each file is hashed once. @type {Map<string, (html: string) => string>} */
const integrityAdders = new Map();

/** @param {string | undefined} serverDistDir the build's `server` folder */
function integrityAdderFor(serverDistDir) {
  if (!serverDistDir) return (/** @type {string} */ html) => html;
  let adder = integrityAdders.get(serverDistDir);
  if (!adder) {
    adder = scriptIntegrityAdder(dirname(serverDistDir));
    integrityAdders.set(serverDistDir, adder);
  }
  return adder;
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {any} ctx Next's options */
  constructor(ctx) {
    super(ctx);
    this.addIntegrity = integrityAdderFor(ctx?.serverDistDir);
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const entry = withRetryLifetime(
      withCdnHeaders(await super.get(key, ctx), key, this.addIntegrity),
      failedRefreshes.retrySeconds(key),
    );
    failedRefreshes.served(entry?.value);
    return entry;
  }

  /**
   * A page rendered on its first visit is answered from the very object stored
   * here, so the headers are added in place: that first answer carries them too.
   * @param {string} key @param {any} data @param {any} ctx
   */
  async set(key, data, ctx) {
    // The page served while its refresh failed, stored back by Next: it has its headers already,
    // and tries again within seconds rather than Next's 30 (src/server/failed-refresh-retry.mjs).
    const { retained, cacheControl } = failedRefreshes.onStore(key, data, ctx?.cacheControl);
    if (retained) return super.set(key, data, { ...ctx, cacheControl });
    // A redirect rendered on a first visit (a wrong name in a store's URL) is stored by Next 16.4
    // without its Location header; not storing it renders it again, correctly, each time.
    if (isRedirect(data)) {
      if (!data.headers?.location) return;
      // The first answer is built from this object and Next adds the redirect's own Location to it:
      // the stored copy keeps the header for later answers, the first one gets it once.
      const stored = { ...data, headers: { ...data.headers } };
      delete data.headers.location;
      return super.set(key, stored, ctx);
    }
    if (isCacheablePage(data)) {
      addCdnHeaders(data.headers, key, data.html);
      data.html = withIntegrity(data.html, this.addIntegrity);
    }
    return super.set(key, data, ctx);
  }
}
