/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  type PrecacheEntry,
  Serwist,
  type SerwistGlobalConfig,
  type SerwistPlugin,
  StaleWhileRevalidate,
} from 'serwist';
import {
  cacheNamesFor,
  isDraftResponse,
  isOtherBuildsCache,
  isStorableResponse,
  localeOfPath,
  NETWORK_TIMEOUT_SECONDS,
  requestKind,
  type RequestKind,
  STORED_AT_HEADER,
} from '../model/cache-rules';
import { OFFLINE_PAGE_PATHS, WORKER_MESSAGES, type PageMessage, type WorkerReply } from '../model/protocol';
import { urlsToRefresh } from '../model/warm-list';

/**
 * The site's service worker (ADR 0075), bundled by `serwist build` after `next build` (serwist.config.mjs):
 * `self.__SW_MANIFEST` is the build's JavaScript, CSS and fonts, and the offline pages; `__BUILD_ID__` is
 * Next's build id, so each deployment has caches of its own and deletes the previous one's.
 */
declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;
declare const __BUILD_ID__: string;

const caches_ = cacheNamesFor(__BUILD_ID__);
/** The documents served from storage, by the client (tab) they opened in: the offline notice asks. */
const servedFromStorage = new Map<string, string>();
/**
 * Whether an editor's draft mode is on in this browser (ADR 0076): the worker then stays out of the way entirely
 * (pages are not handled: the browser fetches them as without a worker), stores nothing and never serves a stored
 * copy, not even when the network fails (a stored public page must never pass for the draft). Set by the draft
 * routes going by and by a draft page's answer (`isDraftResponse`), ended by `/api/draft/disable` or by a page
 * that is not a draft; kept in the state cache too, as browsers stop an idle worker and its memory with it.
 */
let draftMode: boolean | undefined;
const DRAFT_FLAG_URL = '/__offline/draft-mode';

async function isDraftMode(): Promise<boolean> {
  if (draftMode === undefined) {
    const flag = await caches
      .open(caches_.state)
      .then((cache) => cache.match(DRAFT_FLAG_URL))
      .catch(() => undefined);
    draftMode ??= flag !== undefined;
  }
  return draftMode;
}

void isDraftMode();

async function setDraftMode(on: boolean): Promise<void> {
  if (draftMode === on) return;
  draftMode = on;
  const cache = await caches.open(caches_.state);
  if (on) await cache.put(DRAFT_FLAG_URL, new Response('1'));
  else await cache.delete(DRAFT_FLAG_URL);
}

/** Stores only what the rules allow, stamped with the time it was stored (the offline notice's "since"). */
function storeRule(kind: RequestKind): SerwistPlugin {
  return {
    cacheWillUpdate: async ({ response }) => (isStorableResponse(response, kind) ? stamped(response) : null),
    cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
      if (kind === 'document' && (await isDraftMode())) return null;
      const clientId = (event as FetchEvent | undefined)?.resultingClientId;
      if (cachedResponse && kind === 'document' && clientId)
        servedFromStorage.set(clientId, cachedResponse.headers.get(STORED_AT_HEADER) ?? '');
      return cachedResponse;
    },
  };
}

/** Each page the network answers says whether draft mode is on: a draft page turns it on, a public one off. */
const draftWatch: SerwistPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.ok) await setDraftMode(isDraftResponse(response));
    return response;
  },
};

function stamped(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, new Date().toISOString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const documents = new NetworkFirst({
  cacheName: caches_.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [draftWatch, storeRule('document'), new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});

const serwist = new Serwist({
  // The offline pages are kept from the start, one revision a build: they answer a page that was never stored.
  precacheEntries: [
    ...(self.__SW_MANIFEST ?? []),
    ...Object.values(OFFLINE_PAGE_PATHS).map((url) => ({ url, revision: __BUILD_ID__ })),
  ],
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new deployment's worker takes over at once: the pages' build check (BuildFreshnessWatcher) then reloads them.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      // Not in draft mode: re-fetched by the worker, the page right after /api/draft/enable's redirect could go
      // without the cookie that redirect had just set (seen in Chromium) and come back public.
      matcher: ({ request, url }) => requestKind(request, url.origin) === 'document' && draftMode !== true,
      handler: documents,
    },
    {
      matcher: ({ request, url }) => requestKind(request, url.origin) === 'floor-shapes',
      handler: new NetworkFirst({
        cacheName: caches_.floors,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [storeRule('floor-shapes')],
      }),
    },
    {
      // The favourites list's data (ADR 0085): in draft mode the route answers the editor's draft, never stored.
      matcher: ({ request, url }) => requestKind(request, url.origin) === 'favourites-data' && draftMode !== true,
      handler: new NetworkFirst({
        cacheName: caches_.data,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [storeRule('favourites-data')],
      }),
    },
    {
      matcher: ({ request, url }) => requestKind(request, url.origin) === 'static',
      handler: new CacheFirst({
        cacheName: caches_.static,
        plugins: [storeRule('static'), new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ request, url }) => requestKind(request, url.origin) === 'image',
      handler: new StaleWhileRevalidate({
        cacheName: caches_.images,
        plugins: [storeRule('image'), new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
      }),
    },
  ],
  fallbacks: {
    entries: (['en', 'pt'] as const).map((locale) => ({
      url: OFFLINE_PAGE_PATHS[locale],
      matcher: ({ request }: { request: Request }) =>
        request.destination === 'document' && localeOfPath(new URL(request.url).pathname) === locale,
    })),
  },
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => isOtherBuildsCache(n, __BUILD_ID__)).map((n) => caches.delete(n))),
      ),
  );
});

// An editor's draft mode begins and ends with these routes (src/app/api/draft): noted, never answered (the browser
// fetches them as without a worker, redirects included). The first one may come before the worker is installed:
// the draft page's own answer (`draftWatch`) says so then.
self.addEventListener('fetch', (event) => {
  const { pathname, origin } = new URL(event.request.url);
  if (origin !== self.location.origin) return;
  if (pathname === '/api/draft/enable' || pathname === '/api/preview') event.waitUntil(setDraftMode(true));
  if (pathname === '/api/draft/disable') event.waitUntil(setDraftMode(false));
});

/** Keeps the pages a visitor needs in the mall (the map with every floor, the lists, today's sessions). */
async function warm(urls: readonly string[]): Promise<void> {
  if (await isDraftMode()) {
    // An editor's pages are drafts, none to be stored; the page shown says whether draft mode has ended (its
    // cookie expired, or cleared without /api/draft/disable): one request a page, for editors only.
    const shown = urls[0];
    const probe = shown
      ? await fetch(shown, { credentials: 'same-origin', cache: 'no-store' }).catch(() => null)
      : null;
    if (!probe?.ok || isDraftResponse(probe)) return;
    await setDraftMode(false);
  }
  const cache = await caches.open(caches_.pages);
  const stored = new Map<string, string | null>();
  for (const url of urls) {
    const response = await cache.match(url);
    stored.set(url, response?.headers.get(STORED_AT_HEADER) ?? null);
  }
  for (const url of urlsToRefresh(stored, Date.now())) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (isStorableResponse(response, 'document')) await cache.put(url, stamped(response));
    } catch {
      // offline or a failed page: kept as it was, tried again on the next visit
    }
  }
  await warmFloors();
}

async function warmFloors(): Promise<void> {
  try {
    const index = await fetch('/api/map-floors');
    if (!index.ok) return;
    const { floors } = (await index.json()) as { floors: string[] };
    const cache = await caches.open(caches_.floors);
    // one at a time, each tried twice: a busy server may refuse a burst (its overload guard answers 503)
    for (const url of floors) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await fetch(url).catch(() => null);
        if (response && isStorableResponse(response, 'floor-shapes')) {
          await cache.put(url, stamped(response));
          break;
        }
      }
    }
  } catch {
    // tried again on the next visit
  }
}

/**
 * Keeps the data answers a page read before this worker controlled it (its very first visit): the worker did not
 * see those requests, and offline the page would find nothing (ADR 0085). Only the kinds the rules store, and only
 * those not stored or stored more than an hour ago.
 */
async function keepData(urls: readonly string[]): Promise<void> {
  if (await isDraftMode()) return;
  const kept = urls.filter(
    (url) =>
      requestKind({ url: new URL(url, self.location.origin).href, method: 'GET' }, self.location.origin) ===
      'favourites-data',
  );
  const cache = await caches.open(caches_.data);
  const stored = new Map<string, string | null>();
  for (const url of kept) stored.set(url, (await cache.match(url))?.headers.get(STORED_AT_HEADER) ?? null);
  for (const url of urlsToRefresh(stored, Date.now())) {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' }).catch(() => null);
    if (response && isStorableResponse(response, 'favourites-data')) await cache.put(url, stamped(response));
  }
}

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  const source = event.source as Client | null;
  if (!message || typeof message !== 'object') return;
  if (message.type === WORKER_MESSAGES.warm && Array.isArray(message.urls)) {
    event.waitUntil(warm(message.urls.filter((u): u is string => typeof u === 'string' && u.startsWith('/'))));
  }
  if (message.type === WORKER_MESSAGES.keep && Array.isArray(message.urls)) {
    event.waitUntil(keepData(message.urls.filter((u): u is string => typeof u === 'string' && u.startsWith('/'))));
  }
  if (message.type === WORKER_MESSAGES.source && source) {
    const storedAt = servedFromStorage.get(source.id);
    const reply: WorkerReply = {
      type: WORKER_MESSAGES.source,
      fromStorage: storedAt !== undefined,
      storedAt: storedAt || null,
    };
    source.postMessage(reply);
  }
});

serwist.addEventListeners();
