import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { CDN_CACHE_SECONDS } from '../cdn-headers.mjs';
import {
  DRAFT_MODE_COOKIE,
  NEXT_CACHE_STATE_HEADER,
  NEXT_CURRENT_CACHE_STATES,
  ROUTER_REQUEST_HEADERS,
  RSC_QUERY_PARAM,
} from '../next-internals/protocol.ts';

/**
 * Which requests the front store may answer and which answers it may keep.
 * Only what a shared cache could keep is stored (ADR 0051): Next's `200` with
 * `Cache-Control: public` for a plain document request.
 */

/** Next's draft-mode cookie: such a request must reach Next and see the draft. */
const PREVIEW_COOKIE = DRAFT_MODE_COOKIE;

/** The client router's requests (Flight payloads, prefetches): Next answers them from other cache fields. */
const ROUTER_HEADERS = ROUTER_REQUEST_HEADERS;

/**
 * The request headers Next's page answers vary on; every one but
 * Accept-Encoding is a router header the store never answers, so an answer
 * that varies on anything else is not kept (but `/`'s, below).
 */
const UNDERSTOOD_VARY = new Set([...ROUTER_HEADERS, 'accept-encoding']);

/** What detection on `/` reads (src/proxy.ts): the store answers `/` per detected language, so it understands them there. */
const ROOT_VARY = new Set([...UNDERSTOOD_VARY, 'accept-language', 'cookie']);

/**
 * `/` itself: the one page whose answer depends on the visitor, for the language is detected there. The store
 * detects it as the proxy does and keeps the home per language (ADR 0084).
 */
export const isRootRequest = (request: IncomingMessage): boolean => request.url === '/';

/** Whether the request must go to Next whatever the store holds. */
export function bypassesStore(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  const url = request.url ?? '';
  // `/` with a query: next-intl's redirect keeps the query, and no link of the site makes one
  if (url.startsWith('/?')) return true;
  if (url.includes(`${RSC_QUERY_PARAM}=`)) return true;
  const headers = request.headers;
  if (headers.range !== undefined) return true;
  for (const name of ROUTER_HEADERS) if (headers[name] !== undefined) return true;
  const cookie = headers.cookie;
  return cookie !== undefined && cookie.includes(PREVIEW_COOKIE);
}

const headerText = (value: OutgoingHttpHeaders[string]): string =>
  Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);

/** The `s-maxage` of a shared-cacheable answer, in seconds; `null` for any other answer. */
export function sharedMaxAge(status: number, headers: OutgoingHttpHeaders): number | null {
  if (headers['set-cookie'] !== undefined) return null;
  const cacheControl = headerText(headers['cache-control']).toLowerCase();
  if (!/(^|,)\s*public\s*(,|$)/.test(cacheControl)) return null;
  if (/no-store|private|no-cache/.test(cacheControl)) return null;
  const sMaxAge = /s-maxage=(\d+)/.exec(cacheControl);
  if (!sMaxAge || Number(sMaxAge[1]) <= 0) return null;
  if (!isCurrentCmsPage(status, headers, UNDERSTOOD_VARY)) return null;
  return Number(sMaxAge[1]);
}

/**
 * How long the store may keep `/`'s answer, in seconds; `null` when it may not. The proxy marks it private for
 * every other cache (it varies on Cookie and Accept-Language), so its lifetime is the one the page cache handler
 * gives every other page. Its `Set-Cookie` (the detected language remembered) is written per request, not kept.
 */
export function rootMaxAge(status: number, headers: OutgoingHttpHeaders): number | null {
  return isCurrentCmsPage(status, headers, ROOT_VARY) ? CDN_CACHE_SECONDS.sMaxAge : null;
}

/** A `200` that Next answered from its current page cache, made of CMS content, varying on nothing but `understood`. */
function isCurrentCmsPage(status: number, headers: OutgoingHttpHeaders, understood: ReadonlySet<string>): boolean {
  if (status !== 200) return false;
  const vary = headerText(headers.vary)
    .toLowerCase()
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (vary.some((field) => !understood.has(field))) return false;
  // Next says whether it answered from its page cache; a stale page is being refreshed and must not be kept
  const nextCache = headerText(headers[NEXT_CACHE_STATE_HEADER]).toUpperCase();
  if (!NEXT_CURRENT_CACHE_STATES.includes(nextCache)) return false;
  // an answer without the CMS tags it is made of (a sitemap, a route handler) could never be purged by the
  // webhook: kept, it would miss every publish until its lifetime ran out
  return cacheTagsOf(headers).length > 0;
}

/** The CMS tags a page was made of (`Cache-Tag`, comma-separated over one or more lines): the tags the webhook names. */
export function cacheTagsOf(headers: OutgoingHttpHeaders): string[] {
  return headerText(headers['cache-tag'])
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}
