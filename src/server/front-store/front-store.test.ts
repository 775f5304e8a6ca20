import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { TagManifest } from '../shared-cache/tag-invalidations';
import { createFrontStore, frontStoreBytesFromEnv } from './front-store';

const PAGE = `<!DOCTYPE html><html><body>${'Lojas do shopping. '.repeat(2000)}</body></html>`;
const PUBLIC = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body?: string;
  gzipResponse?: boolean;
}

let servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  servers = [];
});

/** A stand-in for Next behind the store, as site-server.mjs wires it; counts what reaches "Next". */
async function site(
  answer: (url: string, headers: IncomingHttpHeaders) => Answer,
  options: { now?: () => number; maxBytes?: number; manifest?: TagManifest } = {},
) {
  const manifest: TagManifest = options.manifest ?? new Map();
  const store = createFrontStore({ manifest, now: options.now, maxBytes: options.maxBytes });
  const reachedNext: string[] = [];
  const server = createServer((req, res) => {
    if (store.serve(req, res)) return;
    store.capture(req, res);
    reachedNext.push(req.url ?? '');
    const a = answer(req.url ?? '', req.headers);
    for (const [name, value] of Object.entries(a.headers)) res.setHeader(name, value);
    res.statusCode = a.status;
    const body = a.body ?? PAGE;
    if (a.gzipResponse) {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(body));
    } else {
      // two writes, as a streamed render does
      res.write(body.slice(0, 100));
      res.end(body.slice(100));
    }
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  /** one answer from Next, then the time compression takes */
  const warm = async (path: string, headers: Record<string, string> = {}) => {
    const first = await get(path, headers);
    for (let i = 0; i < 50 && store.size === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 20));
    return first;
  };
  return { store, get, warm, reachedNext, manifest };
}

const cachedPage = (extra: Record<string, string | string[]> = {}): Answer => ({
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': PUBLIC,
    'cache-tag': ['tag-a,tag-b', 'tag-c'],
    'content-security-policy': "script-src 'self' 'sha256-abc'",
    vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
    'x-nextjs-cache': 'HIT',
    etag: '"page1"',
    ...extra,
  },
});

describe('front store', () => {
  it('answers a cached page from memory the second time, with the headers Next sent', async () => {
    const s = await site(() => cachedPage());
    const first = await s.warm('/lojas');
    const second = await s.get('/lojas');
    expect(s.reachedNext).toEqual(['/lojas']);
    expect(second.body.toString()).toBe(PAGE);
    expect(first.body.toString()).toBe(PAGE);
    for (const name of ['content-type', 'cache-control', 'content-security-policy', 'cache-tag'])
      expect(second.headers[name]).toEqual(first.headers[name]);
    expect(second.headers.etag).toBe('"page1"');
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
  });

  it('negotiates Brotli, gzip and identity; each decompresses to the same page and names its encoding', async () => {
    const s = await site(() => cachedPage());
    await s.warm('/lojas');
    const br = await s.get('/lojas', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await s.get('/lojas', { 'accept-encoding': 'gzip' });
    const none = await s.get('/lojas', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    expect(gunzipSync(gz.body).toString()).toBe(PAGE);
    expect(none.body.toString()).toBe(PAGE);
    expect(br.body.length).toBeLessThan(gz.body.length);
    for (const answer of [br, gz, none]) expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(new Set([br.headers.etag, gz.headers.etag, none.headers.etag]).size).toBe(3);
    expect(s.reachedNext).toHaveLength(1);
  });

  it('stores a page Next sent gzipped, and serves its identity body', async () => {
    const s = await site(() => ({ ...cachedPage(), gzipResponse: true }));
    await s.warm('/lojas', { 'accept-encoding': 'gzip' });
    const plain = await s.get('/lojas');
    expect(plain.body.toString()).toBe(PAGE);
    expect(s.reachedNext).toHaveLength(1);
  });

  it('answers 304 to any of its ETags, and HEAD without a body', async () => {
    const s = await site(() => cachedPage());
    await s.warm('/lojas');
    const gz = await s.get('/lojas', { 'accept-encoding': 'gzip' });
    const notModified = await s.get('/lojas', { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(gz.headers.etag);
    expect(notModified.headers['cache-control']).toBe(PUBLIC);
    expect((await s.get('/lojas', { 'if-none-match': 'W/"page1", "other"' })).status).toBe(304);
    expect((await s.get('/lojas', { 'if-none-match': '"other"' })).status).toBe(200);
    const head = await s.get('/lojas', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(s.reachedNext).toHaveLength(1);
  });

  it.each([
    ['private (the home page)', cachedPage({ 'cache-control': 'private, no-cache' })],
    ['not found', { ...cachedPage(), status: 404 }],
    ['with a cookie set', cachedPage({ 'set-cookie': 'a=b' })],
    ['varying on Cookie', cachedPage({ vary: 'Accept-Language, Cookie' })],
    ['stale in Next (being refreshed)', cachedPage({ 'x-nextjs-cache': 'STALE' })],
    ['rendered per request (no page cache)', cachedPage({ 'x-nextjs-cache': '' })],
    ['without the CMS tags a publish would purge it by (a sitemap)', cachedPage({ 'cache-tag': [] })],
  ])('never stores an answer %s', async (_name, answer) => {
    const s = await site(() => answer);
    await s.warm('/lojas');
    await s.get('/lojas');
    expect(s.reachedNext).toEqual(['/lojas', '/lojas']);
    expect(s.store.size).toBe(0);
  });

  it.each([
    ['/?x=1', {}],
    ['/lojas?_rsc=abc', {}],
    ['/lojas', { rsc: '1' }],
    ['/lojas', { 'next-router-prefetch': '1' }],
    ['/lojas', { 'next-router-state-tree': '%5B%5D' }],
    ['/lojas', { range: 'bytes=0-10' }],
    ['/lojas', { cookie: 'a=1; __prerender_bypass=xyz' }],
  ])('%s with %j bypasses the store', async (path, headers) => {
    const s = await site(() => cachedPage());
    await s.warm(path, headers);
    await s.get(path, headers);
    expect(s.reachedNext).toEqual([path, path]);
  });

  it('a request that bypasses does not get a stored page, and a plain one still does', async () => {
    const s = await site(() => cachedPage());
    await s.warm('/lojas');
    await s.get('/lojas', { cookie: '__prerender_bypass=1' });
    await s.get('/lojas');
    expect(s.reachedNext).toEqual(['/lojas', '/lojas']);
  });

  it('keys by path and query', async () => {
    const s = await site((url) => ({ ...cachedPage(), body: `page ${url}` }));
    await s.warm('/lojas?pagina=2');
    expect((await s.get('/lojas?pagina=2')).body.toString()).toBe('page /lojas?pagina=2');
    expect((await s.get('/lojas?pagina=3')).body.toString()).toBe('page /lojas?pagina=3');
    expect(s.reachedNext).toEqual(['/lojas?pagina=2', '/lojas?pagina=3']);
  });

  it('keys by host too: an answer naming one host (next-intl’s Link header) is not given to another', async () => {
    const s = await site(() => cachedPage());
    await s.warm('/lojas', { host: 'a.example' });
    await s.get('/lojas', { host: 'b.example' });
    await s.get('/lojas', { host: 'a.example' });
    expect(s.reachedNext).toEqual(['/lojas', '/lojas']);
  });

  it('sends the request to Next once a tag of the page was revalidated after it was stored', async () => {
    let time = 1_000_000;
    const s = await site(() => cachedPage(), { now: () => time });
    await s.warm('/lojas');
    time += 1000;
    s.manifest.set('tag-c', { stale: time });
    time += 1;
    await s.get('/lojas');
    expect(s.reachedNext).toEqual(['/lojas', '/lojas']);
  });

  it('ignores tags revalidated before the page was stored, and tags the page does not have', async () => {
    let time = 1_000_000;
    const manifest: TagManifest = new Map([['tag-a', { stale: time - 10 }]]);
    const s = await site(() => cachedPage(), { now: () => time, manifest });
    await s.warm('/lojas');
    s.manifest.set('tag-z', { stale: time + 5 });
    time += 10;
    await s.get('/lojas');
    expect(s.reachedNext).toEqual(['/lojas']);
  });

  it('is never older than the page’s s-maxage', async () => {
    let time = 1_000_000;
    const s = await site(() => cachedPage({ 'cache-control': 'public, max-age=0, s-maxage=60' }), { now: () => time });
    await s.warm('/lojas');
    time += 59_999;
    await s.get('/lojas');
    expect(s.reachedNext).toHaveLength(1);
    time += 1;
    await s.get('/lojas');
    expect(s.reachedNext).toHaveLength(2);
  });

  it('stays within its bytes, dropping the least recently used page', async () => {
    const s = await site((url) => ({ ...cachedPage(), body: `${url} ${'x'.repeat(20_000)}` }), { maxBytes: 50_000 });
    await s.warm('/a');
    await s.warm('/b');
    await s.warm('/c');
    expect(s.store.bytes).toBeLessThanOrEqual(50_000);
    await s.get('/a');
    expect(s.reachedNext).toEqual(['/a', '/b', '/c', '/a']);
  });
});

/**
 * `/` as the proxy and Next answer it: the Portuguese home, private, for a visitor detected as Portuguese (the
 * detected language written to the cookie when it does not say it yet); a redirect to `/en` otherwise.
 */
function home(_url: string, headers: IncomingHttpHeaders): Answer {
  const english = /NEXT_LOCALE=en/.test(headers.cookie ?? '') || /^en/.test(headers['accept-language'] ?? '');
  if (english) return { status: 307, headers: { location: '/en', 'set-cookie': 'NEXT_LOCALE=en; Path=/' }, body: '' };
  const page = cachedPage({ 'cache-control': 'private, no-cache', vary: 'rsc, Accept-Language, Cookie' });
  const remember: Record<string, string> = /NEXT_LOCALE=pt/.test(headers.cookie ?? '')
    ? {}
    : { 'set-cookie': 'NEXT_LOCALE=pt; Path=/' };
  return { ...page, headers: { ...page.headers, ...remember } };
}

describe('front store: the home `/`, where the language is detected (ADR 0084)', () => {
  it('gives the Portuguese home from memory to every visitor the proxy would give it to', async () => {
    const s = await site(home);
    const first = await s.warm('/', { 'accept-language': 'pt-BR,pt;q=0.9' });
    const again = await s.get('/', { 'accept-language': 'pt-BR' });
    const noLanguage = await s.get('/');
    const otherLanguage = await s.get('/', { 'accept-language': 'fr-FR' });
    const returning = await s.get('/', { 'accept-language': 'en-US', cookie: 'NEXT_LOCALE=pt' });
    expect(s.reachedNext).toEqual(['/']);
    for (const answer of [first, again, noLanguage, otherLanguage, returning]) {
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(PAGE);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.vary).toMatch(/Accept-Language, Cookie/);
    }
  });

  it('remembers the detected language in the cookie, as the proxy does, only where the cookie does not say it', async () => {
    const s = await site(home);
    await s.warm('/', { cookie: 'NEXT_LOCALE=pt' });
    const firstVisit = await s.get('/');
    const returning = await s.get('/', { cookie: 'theme=dark; NEXT_LOCALE=pt' });
    const background = await s.get('/', { 'sec-fetch-dest': 'empty' });
    const wrongCookie = await s.get('/', { cookie: 'NEXT_LOCALE=fr' });
    expect(s.reachedNext).toEqual(['/']);
    expect(firstVisit.headers['set-cookie']?.[0]).toMatch(
      /^NEXT_LOCALE=pt; Path=\/; Expires=.+; Max-Age=31536000; SameSite=lax$/,
    );
    expect(wrongCookie.headers['set-cookie']?.[0]).toMatch(/^NEXT_LOCALE=pt;/);
    expect(returning.headers['set-cookie']).toBeUndefined();
    expect(background.headers['set-cookie']).toBeUndefined();
    // one visitor's cookie was not kept with the page
    const stored = await s.get('/', { cookie: 'NEXT_LOCALE=pt', 'accept-encoding': 'gzip' });
    expect(stored.headers['set-cookie']).toBeUndefined();
    expect(gunzipSync(stored.body).toString()).toBe(PAGE);
  });

  it('sends an English visitor to Next (its redirect), by Accept-Language or by cookie, and keeps no English answer', async () => {
    const s = await site(home);
    await s.warm('/');
    const byLanguage = await s.get('/', { 'accept-language': 'en-US,en;q=0.9' });
    const byCookie = await s.get('/', { 'accept-language': 'pt-BR', cookie: 'NEXT_LOCALE=en' });
    expect(byLanguage.status).toBe(307);
    expect(byCookie.status).toBe(307);
    expect(s.reachedNext).toEqual(['/', '/', '/']);
    expect(s.store.size).toBe(1);
  });

  it('keeps the home as long as any page: a revalidated tag or 300 s send `/` back to Next', async () => {
    let clock = 1_000_000;
    const manifest: TagManifest = new Map();
    const s = await site(home, { now: () => clock, manifest });
    await s.warm('/');
    clock += 299_000;
    await s.get('/');
    expect(s.reachedNext).toEqual(['/']);
    clock += 2_000;
    await s.warm('/');
    expect(s.reachedNext).toEqual(['/', '/']);
    clock += 1_000;
    manifest.set('tag-c', { stale: clock });
    clock += 1_000;
    await s.get('/');
    expect(s.reachedNext).toEqual(['/', '/', '/']);
  });
});

describe('frontStoreBytesFromEnv', () => {
  it('reads megabytes, 64 by default, 0 for none', () => {
    expect(frontStoreBytesFromEnv({})).toBe(64 * 1024 * 1024);
    expect(frontStoreBytesFromEnv({ FRONT_STORE_MB: '0' })).toBe(0);
    expect(frontStoreBytesFromEnv({ FRONT_STORE_MB: '1.5' })).toBe(1.5 * 1024 * 1024);
    expect(() => frontStoreBytesFromEnv({ FRONT_STORE_MB: 'lots' })).toThrow(/FRONT_STORE_MB/);
  });
});
