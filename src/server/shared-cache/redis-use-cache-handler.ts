import type { CacheEntry, CacheHandler } from 'next/cache';
import { TAGS_PER_MESSAGE, type SharedTagState } from './shared-tag-state.ts';
import { entryFreshness, type TagManifest } from './tag-invalidations.ts';

/**
 * A `'use cache'` handler (Next's `cacheHandlers.default`) that keeps entries
 * in Redis, so every instance serves what any of them rendered, and whose tag
 * invalidations are shared (shared-tag-state.ts).
 *
 * Redis is a cache, never a dependency: a command that fails or takes longer
 * than `timeoutMs` is a miss (the content is fetched again) or a lost write,
 * logged, never an error page or a hung render.
 */

type EntryMetadata = Omit<CacheEntry, 'value'>;

/** One Redis string per entry: the metadata's length (4 bytes), the metadata as JSON, then the value's bytes. */
export function encodeEntry(metadata: EntryMetadata, value: Uint8Array): Buffer {
  const head = Buffer.from(JSON.stringify(metadata));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.byteLength);
  return Buffer.concat([length, head, value]);
}

export function decodeEntry(stored: Buffer): { metadata: EntryMetadata; value: Buffer } {
  const headLength = stored.readUInt32BE(0);
  const metadata = JSON.parse(stored.subarray(4, 4 + headLength).toString('utf8')) as EntryMetadata;
  return { metadata, value: stored.subarray(4 + headLength) };
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis gave no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface RedisUseCacheHandlerOptions {
  /** commands whose strings are read as bytes */
  client: {
    get(key: string): Promise<Buffer | null>;
    set(key: string, value: Buffer, options?: { PX: number }): Promise<unknown>;
  };
  tags: SharedTagState;
  manifest: TagManifest;
  prefix: string;
  timeoutMs?: number;
  log?: (message: string, error?: unknown) => void;
  now?: () => number;
}

export function createRedisUseCacheHandler({
  client,
  tags,
  manifest,
  prefix,
  timeoutMs = 500,
  log = () => {},
  now = Date.now,
}: RedisUseCacheHandlerOptions): CacheHandler {
  const keyOf = (cacheKey: string) => `${prefix}use-cache:${cacheKey}`;
  /** writes still in flight here: a read of the same key waits for them, as Next's own handler does */
  const pendingSets = new Map<string, Promise<void>>();

  return {
    async get(cacheKey) {
      await pendingSets.get(cacheKey);
      let stored: Buffer | null;
      try {
        stored = await within(client.get(keyOf(cacheKey)), timeoutMs);
      } catch (error) {
        log('shared cache: read failed, rendering afresh', error);
        return undefined;
      }
      if (!stored) return undefined;
      const { metadata, value } = decodeEntry(stored);
      const freshness = entryFreshness(manifest, metadata.tags, metadata.timestamp, now());
      if (freshness === 'expired') return undefined;
      return { ...metadata, revalidate: freshness === 'stale' ? -1 : metadata.revalidate, value: streamOf(value) };
    },

    async set(cacheKey, pendingEntry) {
      let done = () => {};
      pendingSets.set(cacheKey, new Promise<void>((resolve) => (done = resolve)));
      try {
        // A render that failed leaves nothing to keep.
        const entry = await pendingEntry.catch(() => null);
        if (!entry) return;
        // An entry with `expire: 0` is rendered on every read: storing it would be wasted.
        if (entry.expire === 0) return;
        const { value: stream, ...metadata } = entry;
        const value = new Uint8Array(await new Response(stream).arrayBuffer());
        const ttl = Number.isFinite(metadata.expire)
          ? { PX: Math.max(1000, Math.ceil(metadata.expire * 1000)) }
          : undefined;
        await within(client.set(keyOf(cacheKey), encodeEntry(metadata, value), ttl), timeoutMs);
      } catch (error) {
        log('shared cache: write failed, the entry is kept by no one', error);
      } finally {
        done();
        pendingSets.delete(cacheKey);
      }
    },

    async refreshTags() {
      try {
        await within(tags.catchUp(), timeoutMs);
      } catch (error) {
        log('shared cache: catching up with invalidations failed', error);
      }
    },

    async getExpiration(tagList) {
      return Math.max(0, ...tagList.map((tag) => manifest.get(tag)?.expired ?? 0));
    },

    async updateTags(tagList, durations) {
      try {
        // one round of writes per chunk of a large delivery
        await within(
          tags.invalidate(tagList, durations),
          timeoutMs * (3 + Math.ceil(tagList.length / TAGS_PER_MESSAGE)),
        );
      } catch (error) {
        // Applied here already; it is sent again on each catch-up until Redis takes it.
        log('shared cache: sharing an invalidation failed', error);
      }
    },
  };
}
