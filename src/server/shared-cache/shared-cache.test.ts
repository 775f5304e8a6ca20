import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheEntry } from 'next/cache';
import { connectSharedCache } from './connect-shared-cache';
import { applyInvalidations, entryFreshness, invalidationsAt, type TagManifest } from './tag-invalidations';
import { decodeEntry, encodeEntry } from './redis-use-cache-handler';
import { createSharedTagState, TAGS_PER_MESSAGE } from './shared-tag-state';
import { hasRedisServer, startTestRedis, type TestRedis } from './test-redis-server';

/**
 * Two site instances, each with its own process-wide tag state, sharing one
 * Redis: what one renders the other serves, what one invalidates the other
 * stops serving fresh. (scripts/scale-out-check.mjs runs the same with two
 * real servers.)
 */

const bytes = (text: string) => new TextEncoder().encode(text);
const text = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder().decode(await new Response(stream).arrayBuffer());

function entry(value: string, tags: string[], timestamp = Date.now()): CacheEntry {
  return {
    value: new ReadableStream({ start: (c) => (c.enqueue(bytes(value)), c.close()) }),
    tags,
    stale: 300,
    timestamp,
    expire: 31_536_000,
    revalidate: 2_592_000,
  };
}

describe('tag invalidations', () => {
  it('a revalidation with a profile makes older entries stale, then expired after the profile’s expire', () => {
    const manifest: TagManifest = new Map();
    applyInvalidations(manifest, invalidationsAt(manifest, ['store:1'], { expire: 60 }, 1_000));
    expect(entryFreshness(manifest, ['store:1'], 500, 2_000)).toBe('stale');
    expect(entryFreshness(manifest, ['store:1'], 500, 61_001)).toBe('expired');
    expect(entryFreshness(manifest, ['store:1'], 1_500, 2_000)).toBe('fresh');
    expect(entryFreshness(manifest, ['other'], 500, 2_000)).toBe('fresh');
  });

  it('without a profile, older entries expire at once', () => {
    const manifest: TagManifest = new Map();
    applyInvalidations(manifest, invalidationsAt(manifest, ['a'], undefined, 1_000));
    expect(entryFreshness(manifest, ['a'], 999, 1_000)).toBe('expired');
  });

  it('a delivery that arrives late or twice never turns a later invalidation back', () => {
    const manifest: TagManifest = new Map([['a', { stale: 5_000 }]]);
    applyInvalidations(manifest, { a: { stale: 3_000, expired: 9_000 } });
    expect(manifest.get('a')).toEqual({ stale: 5_000, expired: 9_000 });
  });

  it('a large invalidation is written and published in chunks, every tag in exactly one', async () => {
    const published: string[][] = [];
    const state = createSharedTagState({
      client: {
        hSet: async () => 0,
        hmGet: async () => [],
        zAdd: async () => 0,
        zRangeByScoreWithScores: async () => [],
        publish: async (_channel, message) =>
          published.push(Object.keys((JSON.parse(message) as { invalidations: object }).invalidations)),
      },
      subscriber: { subscribe: async () => undefined },
      manifest: new Map(),
      prefix: 'test:',
      pollMs: 0,
    });
    await state.ready;
    const tags = Array.from({ length: 6_000 }, (_, i) => `t${i}`);
    await state.invalidate(tags, { expire: 60 });
    expect(published).toHaveLength(Math.ceil(6_000 / TAGS_PER_MESSAGE));
    expect(Math.max(...published.map((chunk) => chunk.length))).toBe(TAGS_PER_MESSAGE);
    expect(published.flat()).toEqual(tags);
  });

  it('an entry is stored as its metadata and its exact bytes', () => {
    const value = new Uint8Array([0, 255, 10, 13, 0]);
    const decoded = decodeEntry(encodeEntry({ tags: ['x'], stale: 1, timestamp: 2, expire: 3, revalidate: 4 }, value));
    expect(decoded.metadata).toEqual({ tags: ['x'], stale: 1, timestamp: 2, expire: 3, revalidate: 4 });
    expect([...decoded.value]).toEqual([...value]);
  });
});

describe.skipIf(!hasRedisServer)('two instances over one Redis', () => {
  let redis: TestRedis;
  const prefix = `test-${Date.now()}:`;
  const instances: ReturnType<typeof connectSharedCache>[] = [];
  const manifests: TagManifest[] = [];

  function instance() {
    const manifest: TagManifest = new Map();
    const handler = connectSharedCache({ url: redis.url, prefix, manifest, pollMs: 0 });
    instances.push(handler);
    manifests.push(manifest);
    return handler;
  }

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    for (const i of instances) i.close();
    await redis?.stop();
  });

  it('what one instance stores, the other serves, byte for byte', async () => {
    const [a, b] = [instance(), instance()];
    await Promise.all([a.ready, b.ready]);
    await a.set('page:/lojas', Promise.resolve(entry('the stores', ['stores'])));
    const served = await b.get('page:/lojas', []);
    expect(served).toBeDefined();
    expect(await text(served!.value)).toBe('the stores');
    expect(served!.tags).toEqual(['stores']);
    expect(served!.revalidate).toBe(2_592_000);
    // and a second read gets a stream of its own
    expect(await text((await b.get('page:/lojas', []))!.value)).toBe('the stores');
  });

  it('a revalidation received by one instance makes the other serve stale and refresh, within moments', async () => {
    const [a, b] = [instance(), instance()];
    await Promise.all([a.ready, b.ready]);
    await b.set('article:1', Promise.resolve(entry('old text', ['article-1'], Date.now() - 1_000)));
    await a.updateTags(['article-1'], { expire: 31_536_000 });
    await expect.poll(async () => (await b.get('article:1', []))?.revalidate, { timeout: 3_000 }).toBe(-1);
    // the instance that received it, too
    expect((await a.get('article:1', []))?.revalidate).toBe(-1);
  });

  it('an immediate expiry on one instance is a miss on the other', async () => {
    const [a, b] = [instance(), instance()];
    await Promise.all([a.ready, b.ready]);
    await a.set('settings', Promise.resolve(entry('hours', ['settings'], Date.now() - 1_000)));
    await a.updateTags(['settings']);
    await expect.poll(async () => b.get('settings', []), { timeout: 3_000 }).toBeUndefined();
    expect(await b.getExpiration(['settings'])).toBeGreaterThan(0);
  });

  it('a delivery of 6,000 tags reaches the other instance whole, in chunks: every tag stale there', async () => {
    const [a, b] = [instance(), instance()];
    await Promise.all([a.ready, b.ready]);
    const tags = Array.from({ length: 6_000 }, (_, i) => `bulk-${i.toString(36)}?*`);
    const written = Date.now() - 1_000;
    await b.set('bulk:first', Promise.resolve(entry('first', [tags[0]!], written)));
    await b.set('bulk:last', Promise.resolve(entry('last', [tags.at(-1)!], written)));
    await a.updateTags(tags, { expire: 31_536_000 });
    const manifestOfB = manifests.at(-1)!;
    await expect
      .poll(() => tags.filter((tag) => (manifestOfB.get(tag)?.stale ?? 0) > written).length, { timeout: 5_000 })
      .toBe(6_000);
    expect((await b.get('bulk:first', []))?.revalidate).toBe(-1);
    expect((await b.get('bulk:last', []))?.revalidate).toBe(-1);
    // and an instance that was not listening catches up with all of them
    const late = instance();
    await late.ready;
    expect(tags.filter((tag) => manifests.at(-1)!.get(tag)?.stale).length).toBe(6_000);
  });

  it('an instance started after an invalidation learns it before it serves anything', async () => {
    const a = instance();
    await a.ready;
    await a.set('movie:1', Promise.resolve(entry('sessions', ['movie-1'], Date.now() - 1_000)));
    await a.updateTags(['movie-1'], { expire: 31_536_000 });
    const late = instance();
    await late.ready;
    expect((await late.get('movie:1', []))?.revalidate).toBe(-1);
  });

  it('with Redis gone, reads are misses and writes are dropped, quickly and without an error', async () => {
    const own = await startTestRedis();
    const manifest: TagManifest = new Map();
    const handler = connectSharedCache({ url: own.url, prefix, manifest, pollMs: 0 });
    await handler.ready;
    await handler.set('k', Promise.resolve(entry('v', ['t'])));
    expect(await handler.get('k', [])).toBeDefined();
    await own.stop();
    const started = Date.now();
    expect(await handler.get('k', [])).toBeUndefined();
    await handler.set('k2', Promise.resolve(entry('v2', ['t'])));
    await handler.updateTags(['t'], { expire: 60 });
    await handler.refreshTags();
    expect(Date.now() - started).toBeLessThan(3_000);
    // still invalidated here, for this instance's own pages
    expect(manifest.get('t')?.stale).toBeGreaterThan(0);
    handler.close();
  });
});
