/**
 * What the site relies on of Next.js's own protocol and formats, none of it
 * public API: headers Next writes or reads, its cookies and query parameters,
 * the shape of its page cache entries and of its error shell, the files of a
 * build, and how it writes an answer. Every name here was checked against
 * next 16.4.6 (version.ts); ADR 0058 says which e2e spec proves each one still
 * holds after an upgrade.
 *
 * No import, nothing of Node: the proxy (bundled by Next) reads this module
 * too. The modules imported from `next/dist` are in dist.ts.
 */

// ── Headers Next writes on its answers ─────────────────────────────────────

/**
 * A page's cache tags, comma-separated, as Next stores them in a page cache
 * entry's headers (implicit tags `_N_T_/…` first, then each `cacheTag`): read
 * by the page cache handler for the CDN's `Cache-Tag` (src/server/cdn-headers.mjs).
 */
export const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** Whether Next answered a page from its page cache: `HIT`, `MISS`, `STALE` (a refresh runs) or `REVALIDATED`. */
export const NEXT_CACHE_STATE_HEADER = 'x-nextjs-cache';

/** Next's page-cache states whose answer is current: a shared cache may keep it (the front store, ADR 0051). */
export const NEXT_CURRENT_CACHE_STATES: readonly string[] = ['HIT', 'MISS', 'REVALIDATED'];

/** The headers Next adds to a page answer that describe its page cache entry: wrong on any other answer (the outage page). */
export const NEXT_PAGE_CACHE_ANSWER_HEADERS: readonly string[] = [
  NEXT_CACHE_STATE_HEADER,
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
];

// ── The middleware protocol (src/proxy.ts) ──────────────────────────────────

/** A middleware's rewrite: the destination, on the middleware's response. */
export const MIDDLEWARE_REWRITE_HEADER = 'x-middleware-rewrite';
/** `NextResponse.next()`'s mark on the middleware's response. */
export const MIDDLEWARE_NEXT_HEADER = 'x-middleware-next';
/** The request headers a middleware changed, by name, comma-separated; each travels as `x-middleware-request-<name>`. */
export const MIDDLEWARE_OVERRIDE_HEADERS_HEADER = 'x-middleware-override-headers';

// ── Request headers, cookies and query parameters ───────────────────────────

/**
 * Request headers only Next's own layers may set: its middleware, routing,
 * revalidation and resume protocol. A visitor's copy would steer what a cached
 * URL renders, so the site server drops them before Next reads the request
 * (src/server/internal-headers.ts). Next filters only part of this list itself
 * (router-server's `filterInternalHeaders`).
 */
export const NEXT_INTERNAL_REQUEST_HEADER =
  /^(?:x-middleware-|x-nextjs-|x-next-|x-invoke-|x-matched-path$|x-now-route-matches$|x-prerender-revalidate|next-resume$)/;

/** The client router's request for a page's Flight payload (a navigation) rather than its document. */
export const RSC_HEADER = 'rsc';

/**
 * The browser router's own request headers (Flight payloads, prefetches):
 * legitimate from outside, and Next answers them with `Vary` on exactly these.
 * `next-url` and `next-action` are the router's too (a navigation's origin, a
 * form post).
 */
export const ROUTER_REQUEST_HEADERS: readonly string[] = [
  RSC_HEADER,
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
];

/** The cache-busting query parameter of the router's Flight requests (`?_rsc=…`). */
export const RSC_QUERY_PARAM = '_rsc';

/** Next's draft-mode cookie, set by `draftMode().enable()`: such a request reads drafts, never a cache. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The prefix of Next's own implicit tags (`_N_T_/layout`, `_N_T_/en/lojas`…) among a page's cache tags. */
export const NEXT_IMPLICIT_TAG_PREFIX = '_N_T_';

// ── Page cache entries (the `cacheHandler`, src/server/page-cache-handler.mjs) ─

/** The `kind` of an App Router page's entry in the page cache. */
export const APP_PAGE_KIND = 'APP_PAGE';

/**
 * The fields of a page's page cache entry (`entry.value`) the site reads:
 * `html` is the document as sent, `headers` are written onto its answer
 * before Next's own Cache-Control (which Next then leaves alone). A
 * redirect rendered on a first visit is stored with its 3xx `status`.
 */
export interface PageCacheValue {
  kind: typeof APP_PAGE_KIND;
  status?: number;
  headers?: Record<string, unknown>;
  html?: unknown;
}

function isPageValue(value: unknown): value is PageCacheValue {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === APP_PAGE_KIND;
}

/** A page's entry a shared cache may keep: a 200 with its headers. */
export function isCacheablePageValue(value: unknown): value is PageCacheValue & { headers: Record<string, unknown> } {
  return isPageValue(value) && (value.status ?? 200) === 200 && Boolean(value.headers);
}

/** A page's redirect (a wrong name in a store's URL). */
export function isPageRedirectValue(value: unknown): value is PageCacheValue & { status: number } {
  return isPageValue(value) && typeof value.status === 'number' && value.status >= 300 && value.status < 400;
}

// After a stale page's background refresh fails, Next stores back the very value object the page cache
// handed it (`retainPreviousCacheEntry`, in Next's response cache), with a lifetime of `revalidate` clamped
// to 3–30 s: identity is how src/server/failed-refresh-retry.mjs tells that re-store from a new render (ADR 0049).

// ── Documents ───────────────────────────────────────────────────────────────

/**
 * The start of the empty shell Next answers a page's `notFound()` with
 * (`<html id="__next_error__"><head>…</head><body></body>`, filled only by the
 * browser's JavaScript): src/server/not-found-document.ts fills it with the
 * site's 404 page.
 */
export const NEXT_ERROR_SHELL_ID = '__next_error__';
export const NEXT_ERROR_SHELL_START = `<html id="${NEXT_ERROR_SHELL_ID}"`;

/**
 * A script tag as Next writes it into a page's HTML for one of the build's
 * files: `<script src="/_next/static/….js" …>`, the file path captured first
 * and the tag's other attributes second (src/server/script-integrity.mjs).
 */
export const NEXT_SCRIPT_TAG = /<script src="\/_next\/(static\/[^"?#]+\.js)"([^>]*)>/g;

// ── The build folder (`distDir`) ────────────────────────────────────────────

/** Files of a finished `next build`, by name, inside its `distDir`. */
export const NEXT_BUILD_FILES = {
  /** the build's id, written before Next prerenders: a build is finished when it is there */
  buildId: 'BUILD_ID',
  /** each page's script files (`pages`, `rootMainFiles`…): read by the bundle size bench */
  buildManifest: 'build-manifest.json',
} as const;

// ── How Next writes an answer (the site server's wrappers) ──────────────────

// Next writes an answer through the Node response it is given: its status with `writeHead` (directly, or
// implicitly on the first `write`/`end`), its body with `write` and `end`, and its compression wraps those
// same methods. The site server's wrappers (the outage guard, the 404 filler, the empty refusals' bodies, the
// front store's copy) replace or watch them before Next handles the request, and rely on nothing else of
// Next's answer path. The overload guard and the refusals answer before Next, through the same methods.
//
// Behaviours of Next the wrappers stand in for (no name to hold here, an e2e spec each, ADR 0058):
// - a server action posted from another origin makes Next throw (500): the site refuses it first (403),
//   comparing the Origin's host with `X-Forwarded-Host`, else `Host`, as Next does;
// - Next sends some refusals (405, 413…) with an empty body: the site server gives them one;
// - a page's `notFound()` is answered 404 with the empty error shell above;
// - a page that throws answers 500 through `writeHead(500)`: the outage guard makes it a 503.
