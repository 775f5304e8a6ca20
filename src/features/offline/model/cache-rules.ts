import { DRAFT_MODE_COOKIE, RSC_HEADER, RSC_QUERY_PARAM } from '../../../server/next-internals/protocol';
/**
 * Which requests and answers the service worker may keep for offline use (ADR 0075). Framework-free: the
 * worker (src/features/offline/worker/sw.ts) and the unit tests read the same rules.
 */

/**
 * How long a document waits for the network before the stored copy is served: only a "lie-fi" connection, one
 * that neither answers nor fails, waits this long (ADR 0076). A failed fetch (offline) serves the copy at once; a
 * slow server that answers is waited for, as without a worker: issue 24 forbids stale content where the network
 * answers, and a 3 s timeout served stale pages whenever the server was slow.
 */
export const NETWORK_TIMEOUT_SECONDS = 10;

/** The header the worker adds to what it stores: when the copy was taken (ISO 8601), for the offline notice. */
export const STORED_AT_HEADER = 'x-offline-stored-at';

/** Next's draft-mode cookie and the content preview's: a request carrying one is an editor's, never stored. */
export const DRAFT_COOKIES: readonly string[] = [DRAFT_MODE_COOKIE, '__next_preview_data'];

/**
 * The only API answers kept, each the same for every visitor: a floor's shapes, fetched when the floor is shown
 * (ADR 0056), and the favourites list's data, fetched by a device with favourites (ADR 0085). Every other `/api/`
 * answer is per request or carries what a visitor or an editor sent (forms, preview, draft, revalidate, search,
 * build id), and is never stored.
 */
const STORED_API: readonly (readonly [RegExp, RequestKind])[] = [
  [/^\/api\/map-floors\/[^/]+$/, 'floor-shapes'],
  [/^\/api\/favourites\/(?:pt|en)$/, 'favourites-data'],
];

/** Query parameters that turn a page into an editor's or a one-off answer. */
const PRIVATE_PARAMS = ['token', 'secret', 'draft', 'preview', RSC_QUERY_PARAM];

export interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for a document */
  mode?: string;
  /** the request's headers that matter here: `rsc` (the client router's payload), `cookie` */
  headers?: { get(name: string): string | null };
}

export interface ResponseFacts {
  status: number;
  /** `basic` for a same-origin answer; `opaque` and `cors` answers are never stored */
  type?: string;
  headers: { get(name: string): string | null };
}

export type RequestKind = 'document' | 'floor-shapes' | 'favourites-data' | 'static' | 'image' | 'none';

/**
 * What a request is, for the worker's routes: a page (network first), a floor's shapes or the favourites' data
 * (network first too: a publish changes them), a build file (immutable, cache first), an optimized image (stale
 * while revalidate), or none (the network only).
 */
export function requestKind(request: RequestFacts, origin: string): RequestKind {
  if (request.method !== 'GET') return 'none';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'none';
  if (carriesDraft(request)) return 'none';
  if (url.pathname.startsWith('/_next/static/')) return 'static';
  if (url.pathname === '/_next/image') return 'image';
  if (PRIVATE_PARAMS.some((name) => url.searchParams.has(name))) return 'none';
  if (url.pathname.startsWith('/api/')) return STORED_API.find(([path]) => path.test(url.pathname))?.[1] ?? 'none';
  if (url.pathname.startsWith('/_next/')) return 'none';
  // The client router's Flight payloads depend on the page it comes from (a request header): offline, the
  // router falls back to a full page load, which the stored document answers.
  if (request.headers?.get(RSC_HEADER)) return 'none';
  return request.mode === 'navigate' ? 'document' : 'none';
}

/** Whether the request carries an editor's draft-mode or preview cookie (readable when it is not HttpOnly). */
export function carriesDraft(request: RequestFacts): boolean {
  const cookie = request.headers?.get('cookie') ?? '';
  return DRAFT_COOKIES.some((name) => new RegExp(`(?:^|;\\s*)${name}=`).test(cookie));
}

/**
 * Whether an answer may be stored: a complete same-origin 200 whose `Cache-Control` allows it. `no-store` and
 * `private` are refused: draft-mode pages carry `no-store`, and answers for one visitor (the language-detecting
 * `/`) `private`. A page the CSP would not run (no policy at all) is refused too, so a stored page never runs
 * with fewer protections than the live one.
 */
export function isStorableResponse(response: ResponseFacts, kind: RequestKind = 'document'): boolean {
  if (response.status !== 200) return false;
  if (response.type && response.type !== 'basic' && response.type !== 'default') return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/(?:^|[,\s])(?:no-store|private)(?:$|[,\s=])/.test(cacheControl)) return false;
  if (response.headers.get('set-cookie')) return false;
  if (kind === 'document' && !response.headers.get('content-security-policy')) return false;
  return true;
}

/**
 * Whether a page's answer is an editor's draft (or otherwise one person's): Next sends draft-mode pages with
 * `Cache-Control: private, no-cache, no-store, …`, and no public page carries `no-store` (the language-detecting
 * `/` is `private, no-cache`, without it). The worker then stays out of the way (network only, nothing stored,
 * no stored copy served) until it sees a page that is not (ADR 0076).
 */
export function isDraftResponse(response: ResponseFacts): boolean {
  return /(?:^|[,\s])no-store(?:$|[,\s])/.test((response.headers.get('cache-control') ?? '').toLowerCase());
}

/** The locale of a path: English under `/en`, Portuguese otherwise (src/i18n/routing.ts). */
export function localeOfPath(pathname: string): 'pt' | 'en' {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'pt';
}

/** The caches of one build: a new deployment's worker deletes every other (ADR 0075). */
export function cacheNamesFor(buildId: string): {
  pages: string;
  static: string;
  images: string;
  floors: string;
  data: string;
  state: string;
} {
  return {
    pages: `jacaranda-pages-${buildId}`,
    static: `jacaranda-static-${buildId}`,
    images: `jacaranda-images-${buildId}`,
    floors: `jacaranda-floors-${buildId}`,
    data: `jacaranda-data-${buildId}`,
    // the worker's own flags (draft mode), kept across its restarts
    state: `jacaranda-state-${buildId}`,
  };
}

/** Whether a cache belongs to this site's worker but to another build (to be deleted on activation). */
export function isOtherBuildsCache(name: string, buildId: string): boolean {
  return name.startsWith('jacaranda-') && !Object.values(cacheNamesFor(buildId)).includes(name);
}
