import { describe, expect, it } from 'vitest';
import {
  cacheNamesFor,
  carriesDraft,
  isDraftResponse,
  isOtherBuildsCache,
  isStorableResponse,
  localeOfPath,
  requestKind,
  type RequestFacts,
} from './cache-rules';

const origin = 'https://www.shoppingjacaranda.com.br';
const page = (path: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  url: `${origin}${path}`,
  method: 'GET',
  mode: 'navigate',
  ...extra,
});
const headers = (values: Record<string, string>) => new Headers(values);
const livePage = { 'content-security-policy': "default-src 'self'", 'cache-control': 'public, s-maxage=300' };

describe('which requests the service worker handles', () => {
  it('takes pages network first, in both locales', () => {
    expect(requestKind(page('/mapa'), origin)).toBe('document');
    expect(requestKind(page('/en/services'), origin)).toBe('document');
    expect(requestKind(page('/lojas?categoria=moda'), origin)).toBe('document');
  });

  it("keeps the build's files, optimized images and floor shapes", () => {
    expect(requestKind(page('/_next/static/chunks/app.js', { mode: 'no-cors' }), origin)).toBe('static');
    expect(requestKind(page('/_next/image?url=%2Fa.jpg&w=640&q=75', { mode: 'no-cors' }), origin)).toBe('image');
    expect(requestKind(page('/api/map-floors/floor-l2', { mode: 'cors' }), origin)).toBe('floor-shapes');
  });

  it("keeps the favourites list's data, the same for every visitor, in each locale (ADR 0085)", () => {
    expect(requestKind(page('/api/favourites/pt', { mode: 'cors' }), origin)).toBe('favourites-data');
    expect(requestKind(page('/api/favourites/en', { mode: 'cors' }), origin)).toBe('favourites-data');
    for (const path of ['/api/favourites', '/api/favourites/fr', '/api/favourites/pt/x', '/api/favourites/pt?draft=1'])
      expect(requestKind(page(path, { mode: 'cors' }), origin), path).toBe('none');
    const json = { 'content-type': 'application/json', 'cache-control': 'public, max-age=0, s-maxage=300' };
    expect(isStorableResponse({ status: 200, type: 'basic', headers: headers(json) }, 'favourites-data')).toBe(true);
    const draft = { ...json, 'cache-control': 'private, no-store' };
    expect(isStorableResponse({ status: 200, type: 'basic', headers: headers(draft) }, 'favourites-data')).toBe(false);
    expect(cacheNamesFor('abc').data).toBe('jacaranda-data-abc');
    expect(isOtherBuildsCache('jacaranda-data-old', 'abc')).toBe(true);
  });

  it('never keeps an API answer that is per request or carries what someone sent', () => {
    for (const path of [
      '/api/forms/contato',
      '/api/preview?secret=x',
      '/api/preview-links',
      '/api/draft/enable?secret=x&path=/sobre',
      '/api/draft/disable',
      '/api/revalidate',
      '/api/search?q=cafe',
      '/api/build-id',
      '/api/health',
      '/api/map-floors',
    ]) {
      expect(requestKind(page(path), origin), path).toBe('none');
    }
  });

  it('leaves other methods, other sites, Flight payloads and preview links to the network', () => {
    expect(requestKind(page('/contato', { method: 'POST' }), origin)).toBe('none');
    expect(requestKind({ ...page('/mapa'), url: 'https://www.googletagmanager.com/gtm.js' }, origin)).toBe('none');
    expect(requestKind(page('/mapa', { mode: 'cors', headers: headers({ rsc: '1' }) }), origin)).toBe('none');
    expect(requestKind(page('/mapa?_rsc=abc', { mode: 'cors' }), origin)).toBe('none');
    expect(requestKind(page('/sobre?token=abc'), origin)).toBe('none');
    expect(requestKind(page('/sobre?draft=1'), origin)).toBe('none');
    expect(requestKind(page('/mapa', { mode: 'cors' }), origin)).toBe('none');
  });

  it("never handles an editor's request in draft mode", () => {
    const draft = page('/sobre', { headers: headers({ cookie: 'NEXT_LOCALE=pt; __prerender_bypass=abc' }) });
    expect(carriesDraft(draft)).toBe(true);
    expect(requestKind(draft, origin)).toBe('none');
    expect(carriesDraft(page('/sobre', { headers: headers({ cookie: 'my__prerender_bypass=1' }) }))).toBe(false);
  });
});

describe('which answers may be stored', () => {
  it('stores a public page with its security policy', () => {
    expect(isStorableResponse({ status: 200, type: 'basic', headers: headers(livePage) })).toBe(true);
  });

  it('refuses no-store (draft mode) and private (the language-detecting home) answers', () => {
    const draft = { ...livePage, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };
    expect(isStorableResponse({ status: 200, headers: headers(draft) })).toBe(false);
    expect(isStorableResponse({ status: 200, headers: headers({ ...livePage, 'cache-control': 'no-store' }) })).toBe(
      false,
    );
    expect(isStorableResponse({ status: 200, headers: headers({ ...livePage, 'cache-control': 'private' }) })).toBe(
      false,
    );
  });

  it('refuses errors, redirects, opaque answers, cookies and pages without a policy', () => {
    expect(isStorableResponse({ status: 404, headers: headers(livePage) })).toBe(false);
    expect(isStorableResponse({ status: 503, headers: headers(livePage) })).toBe(false);
    expect(isStorableResponse({ status: 307, headers: headers(livePage) })).toBe(false);
    expect(isStorableResponse({ status: 200, type: 'opaque', headers: headers(livePage) })).toBe(false);
    expect(isStorableResponse({ status: 200, headers: headers({ ...livePage, 'set-cookie': 'a=1' }) })).toBe(false);
    expect(isStorableResponse({ status: 200, headers: headers({ 'cache-control': 'public' }) })).toBe(false);
  });

  it("tells an editor's draft page (no-store) from public pages and the language-detecting home", () => {
    const draft = headers({ ...livePage, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
    expect(isDraftResponse({ status: 200, headers: draft })).toBe(true);
    expect(isDraftResponse({ status: 200, headers: headers(livePage) })).toBe(false);
    expect(isDraftResponse({ status: 200, headers: headers({ 'cache-control': 'private, no-cache' }) })).toBe(false);
    expect(isDraftResponse({ status: 200, headers: headers({}) })).toBe(false);
  });

  it("stores a floor's shapes and the build's files without a page policy", () => {
    const json = headers({ 'cache-control': 'public, max-age=60' });
    expect(isStorableResponse({ status: 200, headers: json }, 'floor-shapes')).toBe(true);
    expect(isStorableResponse({ status: 200, headers: headers({}) }, 'static')).toBe(true);
  });
});

describe('caches of a build', () => {
  it('names them by build id, so a new deployment deletes the old ones and nothing else', () => {
    expect(Object.values(cacheNamesFor('abc'))).toEqual(expect.arrayContaining(['jacaranda-pages-abc']));
    expect(isOtherBuildsCache('jacaranda-pages-old', 'abc')).toBe(true);
    expect(isOtherBuildsCache('jacaranda-pages-abc', 'abc')).toBe(false);
    expect(isOtherBuildsCache('jacaranda-state-abc', 'abc')).toBe(false);
    expect(isOtherBuildsCache('serwist-precache-v2-https://x/', 'abc')).toBe(false);
  });

  it('picks the offline page of the locale of the path', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/about')).toBe('en');
    expect(localeOfPath('/entretenimento')).toBe('pt');
    expect(localeOfPath('/lojas')).toBe('pt');
  });
});
