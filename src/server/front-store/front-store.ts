import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlib, gunzip, gzip } from 'node:zlib';
import { entryFreshness, type TagManifest } from '../shared-cache/tag-invalidations.ts';
import { NEXT_CACHE_STATE_HEADER } from '../next-internals/protocol.ts';
import { preferredEncoding, type StoredEncoding } from './accept-encoding.ts';
import { ByteLru } from './byte-lru.ts';
import { defaultLocale } from '../../i18n/routing.ts';
import { detectRootLocale, localeSetCookie, rootWritesLocaleCookie } from '../../i18n/root-locale.ts';
import { bypassesStore, cacheTagsOf, isRootRequest, rootMaxAge, sharedMaxAge } from './store-rules.ts';

/**
 * The front store (ADR 0051): the final answer of every shared-cacheable page
 * Next sent, kept with its Brotli, gzip and identity bodies and their ETags,
 * and answered before the proxy and Next run. A hit costs what sending a
 * file costs: no render, no compression, no proxy.
 *
 * It is exactly as fresh as Next's page cache: an entry is not served once
 * any of its `Cache-Tag` tags was revalidated after the request that stored
 * it arrived (Next's own tag states, which the webhook and, with REDIS_URL,
 * every other instance update: src/server/shared-cache), nor after its
 * `s-maxage`. A refused entry sends the request to Next, which answers as it
 * always did (stale-while-revalidate, the outage page's rules) and whose
 * next fresh answer is stored again.
 *
 * `/` is private (the visitor's language is detected there): the store keeps the
 * Portuguese home and answers it to the visitors the proxy would give it to,
 * writing their locale cookie as the proxy does (ADR 0084).
 */

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);

/** Brotli 9: within a few percent of 11's size at a fraction of its time, paid once per stored page. */
const BROTLI_QUALITY = 9;
export const DEFAULT_FRONT_STORE_BYTES = 64 * 1024 * 1024;

/** Headers that describe one encoding or one connection, written per answer rather than stored. */
const PER_ANSWER = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  NEXT_CACHE_STATE_HEADER,
]);

interface Body {
  body: Buffer;
  headers: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

interface Entry {
  bytes: number;
  /** when the request that stored it arrived: tags revalidated since make it stale */
  storedAt: number;
  expiresAt: number;
  tags: string[];
  etags: Set<string>;
  identityEtag: string;
  bodies: Record<StoredEncoding, Body>;
}

export interface FrontStoreOptions {
  /** Next's tag states (its process-wide `tagsManifest`) */
  manifest: TagManifest;
  maxBytes?: number;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

/** `"abc"` → `"abc-br"`: each encoding is its own representation, so its own strong ETag. */
const etagFor = (identity: string, encoding: StoredEncoding): string =>
  encoding === 'identity' ? identity : identity.replace(/"$/, `-${encoding}"`);

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` is ignored, `*` matches any. */
function matchesIfNoneMatch(header: string | undefined, etags: Set<string>): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || etags.has(tag);
  });
}

function varyWithAcceptEncoding(vary: OutgoingHttpHeaders[string]): string {
  const fields = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (!fields.some((field) => field.toLowerCase() === 'accept-encoding')) fields.push('Accept-Encoding');
  return fields.join(', ');
}

/**
 * Host and URL (path and query): next-intl's `Link` header names the request's host, so an
 * answer is only ever given again for the host it was made for.
 */
const keyOf = (request: IncomingMessage): string => `${request.headers.host ?? ''}${request.url ?? ''}`;

/** What the store answers `/` with for this visitor: the home of the language the proxy would detect (ADR 0084). */
function rootVariant(request: IncomingMessage) {
  const visitor = {
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
    fetchDest: request.headers['sec-fetch-dest'] as string | undefined,
  };
  const locale = detectRootLocale(visitor);
  return { key: `${keyOf(request)} ${locale}`, locale, writesCookie: rootWritesLocaleCookie(visitor, locale) };
}

export function createFrontStore({
  manifest,
  maxBytes = DEFAULT_FRONT_STORE_BYTES,
  now = Date.now,
  log = () => {},
}: FrontStoreOptions) {
  const entries = new ByteLru<Entry>(maxBytes);
  /** URLs whose answer is being compressed: concurrent misses of one page store it once */
  const pending = new Set<string>();

  /** Whether `entry` may still be served: within its s-maxage and none of its tags revalidated since it was stored. */
  function isFresh(entry: Entry, at: number): boolean {
    return at < entry.expiresAt && entryFreshness(manifest, entry.tags, entry.storedAt, at) === 'fresh';
  }

  /** Answers `request` from the store; false when Next must answer it. */
  function serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (bypassesStore(request)) return false;
    const root = isRootRequest(request) ? rootVariant(request) : null;
    const entry = entries.get(root ? root.key : keyOf(request));
    if (!entry) return false;
    // a stale entry is kept until Next's next answer replaces it: an unchanged page reuses its compressed bodies
    if (!isFresh(entry, now())) return false;
    const encoding = preferredEncoding(request.headers['accept-encoding'] as string | undefined);
    if (encoding === null) return false;
    const chosen = entry.bodies[encoding];
    // the language detected on `/` is remembered, as the proxy does, on the answers that would write it
    const cookie = root?.writesCookie ? { 'set-cookie': localeSetCookie(root.locale, now()) } : null;
    if (matchesIfNoneMatch(request.headers['if-none-match'] as string | undefined, entry.etags)) {
      response.writeHead(304, cookie ? { ...chosen.notModified, ...cookie } : chosen.notModified);
      response.end();
      return true;
    }
    response.writeHead(200, cookie ? { ...chosen.headers, ...cookie } : chosen.headers);
    if (request.method === 'HEAD') response.end();
    else response.end(chosen.body);
    return true;
  }

  async function store(
    key: string,
    storedAt: number,
    sMaxAge: number,
    headers: OutgoingHttpHeaders,
    body: Buffer,
  ): Promise<void> {
    const contentEncoding = String(headers['content-encoding'] ?? 'identity').toLowerCase();
    const identity =
      contentEncoding === 'gzip'
        ? await gunzipAsync(body)
        : contentEncoding === 'br'
          ? await unbrotliAsync(body)
          : contentEncoding === 'identity'
            ? body
            : null;
    if (identity === null) return;
    const identityEtag =
      typeof headers.etag === 'string' ? headers.etag : `"${createHash('sha1').update(identity).digest('base64url')}"`;
    const previous = entries.get(key);
    // an unchanged page (its s-maxage ran out, Next answered the same bytes) keeps its compressed bodies
    const reuse =
      previous && previous.identityEtag === identityEtag && previous.bodies.identity.body.equals(identity)
        ? previous
        : null;
    const [gzipped, brotli] = reuse
      ? [reuse.bodies.gzip.body, reuse.bodies.br.body]
      : await Promise.all([
          contentEncoding === 'gzip' ? body : gzipAsync(identity),
          contentEncoding === 'br'
            ? body
            : brotliAsync(identity, {
                params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
              }),
        ]);
    const common: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers))
      if (!PER_ANSWER.has(name) && value !== undefined) common[name] = value;
    common.vary = varyWithAcceptEncoding(headers.vary);
    // Next says a page came from its page cache; so does every answer of the store
    common[NEXT_CACHE_STATE_HEADER] = 'HIT';
    const bodyOf = (encoding: StoredEncoding, encoded: Buffer): Body => {
      const etag = etagFor(identityEtag, encoding);
      const notModified = { ...common, etag };
      const full: OutgoingHttpHeaders = { ...notModified, 'content-length': encoded.length };
      if (encoding !== 'identity') full['content-encoding'] = encoding;
      return { body: encoded, headers: full, notModified };
    };
    const bodies = { identity: bodyOf('identity', identity), gzip: bodyOf('gzip', gzipped), br: bodyOf('br', brotli) };
    entries.set(key, {
      bytes: identity.length + gzipped.length + brotli.length + JSON.stringify(common).length * 3,
      storedAt,
      expiresAt: storedAt + sMaxAge * 1000,
      tags: cacheTagsOf(headers),
      etags: new Set(Object.values(bodies).map((b) => String(b.notModified.etag))),
      identityEtag,
      bodies,
    });
  }

  /**
   * Keeps a copy of the answer Next is about to send, if a shared cache could
   * keep it. Installed before the layers that may still change the answer
   * (outage page, 404 shell, Next's compression), so it sees the final bytes.
   */
  function capture(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== 'GET' || bypassesStore(request)) return;
    const root = isRootRequest(request) ? rootVariant(request) : null;
    // only the default language's home is an answer at `/`: another language is a redirect to its own URL
    if (root && root.locale !== defaultLocale) return;
    const key = root ? root.key : keyOf(request);
    if (pending.has(key)) return;
    const existing = entries.get(key);
    const storedAt = now();
    if (existing && isFresh(existing, storedAt)) return;
    const { writeHead, write, end } = response;
    let chunks: Buffer[] | null = [];
    let headers: OutgoingHttpHeaders = {};
    let sMaxAge: number | null = null;
    const restore = () => {
      chunks = null;
      response.writeHead = writeHead;
      response.write = write;
      response.end = end;
    };
    const keep = (chunk: unknown, encoding: unknown) => {
      if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
      );
    };
    response.writeHead = function capturingWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
      const given = rest.find((arg) => typeof arg === 'object' && arg !== null) as
        OutgoingHttpHeaders | unknown[] | undefined;
      headers = { ...this.getHeaders() };
      if (Array.isArray(given)) {
        // [name, value, name, value, …]: a flat list, as writeHead accepts
        for (let i = 0; i + 1 < given.length; i += 2) headers[String(given[i]).toLowerCase()] = given[i + 1] as string;
      } else if (given) {
        for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
      }
      sMaxAge = root ? rootMaxAge(status, headers) : sharedMaxAge(status, headers);
      // the cookie the proxy wrote was for this visitor; serve() writes it for each one that needs it
      if (root) delete headers['set-cookie'];
      if (sMaxAge === null) chunks = null;
      else pending.add(key);
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as ServerResponse['writeHead'];
    response.write = function capturingWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!this.headersSent) this.writeHead(this.statusCode);
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    response.end = function capturingEnd(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (!this.headersSent) this.writeHead(this.statusCode);
      keep(chunk, rest[0]);
      const body = chunks && sMaxAge !== null ? Buffer.concat(chunks) : null;
      const maxAge = sMaxAge;
      restore();
      if (body && maxAge !== null) {
        void store(key, storedAt, maxAge, headers, body)
          .catch((error: unknown) => log('front store: an answer could not be stored', error))
          .finally(() => pending.delete(key));
      }
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    // an answer cut short (the client left) is not a page
    response.once('close', () => {
      if (!response.writableFinished && chunks) {
        restore();
        pending.delete(key);
      }
    });
  }

  return {
    serve,
    capture,
    get bytes() {
      return entries.bytes;
    },
    get size() {
      return entries.size;
    },
  };
}

/** FRONT_STORE_MB (default 64; 0 turns the store off). */
export function frontStoreBytesFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env.FRONT_STORE_MB;
  if (raw === undefined || raw === '') return DEFAULT_FRONT_STORE_BYTES;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb < 0) throw new Error(`FRONT_STORE_MB must be a number of megabytes, not ${raw}`);
  return Math.floor(mb * 1024 * 1024);
}
