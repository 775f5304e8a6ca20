import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gql } from '@urql/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * queryCms against a stand-in Content Delivery API: what it asks for, which
 * tags the cache entry gets, and that a failed answer is never kept.
 * (`'use cache'` is Next's to honour; here the cached function runs as is,
 * and `cacheTag`/`cacheLife` are recorded.)
 */
const cacheTags: string[][] = [];
const cacheLives: string[] = [];
let draft = false;

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  cacheTag: (...tags: string[]) => void cacheTags.push(tags),
  cacheLife: (profile: string) => void cacheLives.push(profile),
}));
vi.mock('./draft-mode', () => ({ isDraftModeEnabled: async () => draft }));

let server: Server;
let answer: { status: number; contentType: string; body: string; tags?: string; delayMs?: number } = {
  status: 200,
  contentType: 'application/json',
  body: '{}',
};
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', async () => {
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      res.writeHead(answer.status, {
        'content-type': answer.contentType,
        ...(answer.tags ? { 'x-cache-tags': answer.tags } : {}),
      });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('DATOCMS_GRAPHQL_URL', `http://127.0.0.1:${port}`);
  vi.stubEnv('DATOCMS_PUBLISHED_TOKEN', 'published-token');
  vi.stubEnv('DATOCMS_DRAFT_TOKEN', 'draft-token');
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  cacheTags.length = 0;
  cacheLives.length = 0;
  seen.length = 0;
  draft = false;
});

const StoreName = gql<{ store: { name: string } | null }, { slug: string }>`
  query StoreName($slug: String!) {
    store(filter: { slug: { eq: $slug } }) {
      name
    }
  }
`;

describe('queryCms', () => {
  it('asks for cache tags and tags the cached answer with them, verbatim', async () => {
    const { queryCms } = await import('./query');
    answer = {
      status: 200,
      contentType: 'application/json',
      body: '{"data":{"store":{"name":"Casa Aroeira"}}}',
      tags: 'N*r;L 6-KZ@ t#k[uP',
    };
    const data = await queryCms(StoreName, { slug: 'casa-aroeira' });
    expect(data.store?.name).toBe('Casa Aroeira');
    expect(seen[0]?.headers['x-cache-tags']).toBe('true');
    expect(seen[0]?.headers.authorization).toBe('Bearer published-token');
    expect(cacheTags.flat()).toEqual(['N*r;L', '6-KZ@', 't#k[uP']);
    expect(cacheLives).toEqual(['max']);
  });

  it('in draft mode uses the draft token and the preview endpoint, and tags nothing', async () => {
    const { queryCms } = await import('./query');
    draft = true;
    answer = { status: 200, contentType: 'application/json', body: '{"data":{"store":{"name":"Rascunho"}}}' };
    await queryCms(StoreName, { slug: 'x' });
    expect(seen[0]?.url).toMatch(/\/preview$/);
    expect(seen[0]?.headers.authorization).toBe('Bearer draft-token');
    expect(seen[0]?.headers['x-cache-tags']).toBeUndefined();
    expect(cacheTags).toEqual([]);
  });

  it('throws on an answer with errors, so nothing is cached', async () => {
    const { queryCms } = await import('./query');
    answer = {
      status: 200,
      contentType: 'application/json',
      body: '{"data":null,"errors":[{"message":"bad"}]}',
      tags: 'a b',
    };
    await expect(queryCms(StoreName, { slug: 'x' })).rejects.toThrow(/bad/);
    expect(cacheTags).toEqual([]);
  });

  it('throws on a 200 that is not valid JSON, so nothing is cached', async () => {
    const { queryCms } = await import('./query');
    answer = { status: 200, contentType: 'application/json', body: '<html>maintenance</html>', tags: 'a b' };
    await expect(queryCms(StoreName, { slug: 'x' })).rejects.toThrow();
    expect(cacheTags).toEqual([]);
  });

  it('ten visitors missing the same entry at once make one request, and each entry gets its tags', async () => {
    const { queryCms } = await import('./query');
    answer = {
      status: 200,
      contentType: 'application/json',
      body: '{"data":{"store":{"name":"Casa Aroeira"}}}',
      tags: 'a b',
      delayMs: 100,
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => queryCms(StoreName, { slug: 'joined' })));
    expect(answers.every((a) => a.store?.name === 'Casa Aroeira')).toBe(true);
    expect(seen).toHaveLength(1);
    expect(cacheTags).toHaveLength(10);
    expect(cacheTags.every((tags) => tags.join(' ') === 'a b')).toBe(true);
    // once answered, the next miss asks again; other variables never join
    await Promise.all([queryCms(StoreName, { slug: 'joined' }), queryCms(StoreName, { slug: 'other' })]);
    expect(seen).toHaveLength(3);
  });

  it('a failure is shared by those who joined it, and the next call tries again', async () => {
    const { queryCms } = await import('./query');
    answer = {
      status: 200,
      contentType: 'application/json',
      body: '{"data":null,"errors":[{"message":"bad"}]}',
      delayMs: 50,
    };
    const results = await Promise.allSettled([queryCms(StoreName, { slug: 'f' }), queryCms(StoreName, { slug: 'f' })]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(seen).toHaveLength(1);
    answer = { status: 200, contentType: 'application/json', body: '{"data":{"store":{"name":"Ok"}}}' };
    expect((await queryCms(StoreName, { slug: 'f' })).store?.name).toBe('Ok');
    expect(seen).toHaveLength(2);
  });

  it('draft readers are never joined: each sees its own latest draft', async () => {
    const { queryCms } = await import('./query');
    draft = true;
    answer = {
      status: 200,
      contentType: 'application/json',
      body: '{"data":{"store":{"name":"Rascunho"}}}',
      delayMs: 50,
    };
    await Promise.all([queryCms(StoreName, { slug: 'd' }), queryCms(StoreName, { slug: 'd' })]);
    expect(seen).toHaveLength(2);
  });

  it('one client for the process: a draft reader and a visitor asking the same query at once each get their own answer', async () => {
    const { queryCms, queryPublishedCms } = await import('./query');
    draft = true;
    answer = {
      status: 200,
      contentType: 'application/json',
      body: '{"data":{"store":{"name":"Casa Aroeira"}}}',
      tags: 'a b',
      delayMs: 50,
    };
    await Promise.all([queryCms(StoreName, { slug: 'both' }), queryPublishedCms(StoreName, { slug: 'both' })]);
    expect(seen).toHaveLength(2);
    const draftCall = seen.find((s) => s.url.endsWith('/preview'));
    const publishedCall = seen.find((s) => !s.url.endsWith('/preview'));
    expect(draftCall?.headers.authorization).toBe('Bearer draft-token');
    expect(draftCall?.headers['x-cache-tags']).toBeUndefined();
    expect(publishedCall?.headers.authorization).toBe('Bearer published-token');
    expect(publishedCall?.headers['x-cache-tags']).toBe('true');
    // only the published entry is tagged, once
    expect(cacheTags).toEqual([['a', 'b']]);
  });

  it('a 4xx answer fails the call with the CmsError the retrying fetch threw', async () => {
    const { queryCms } = await import('./query');
    const { CmsError } = await import('./cms-error');
    answer = {
      status: 401,
      contentType: 'application/json',
      body: '{"data":[{"attributes":{"code":"INVALID_AUTHORIZATION_HEADER"}}]}',
    };
    const error = await queryCms(StoreName, { slug: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ kind: 'client', status: 401, code: 'INVALID_AUTHORIZATION_HEADER' });
    expect(cacheTags).toEqual([]);
  });
});
