import { createClient, RESP_TYPES } from '@redis/client';
import type { CacheHandler } from 'next/cache';
import { createRedisUseCacheHandler } from './redis-use-cache-handler.ts';
import { createSharedTagState } from './shared-tag-state.ts';
import type { TagManifest } from './tag-invalidations.ts';

export interface SharedCache extends CacheHandler {
  /** subscribed and caught up with earlier invalidations (or failed to: then logged) */
  ready: Promise<void>;
  close(): void;
}

/**
 * Connects to Redis and returns the shared `'use cache'` handler. Two
 * connections: commands, and one in subscriber mode for invalidations.
 * Commands are never queued while Redis is away (`disableOfflineQueue`): they
 * fail at once and count as misses, and the client reconnects on its own.
 */
export function connectSharedCache({
  url,
  prefix,
  manifest,
  pollMs,
}: {
  url: string;
  prefix: string;
  manifest: TagManifest;
  pollMs?: number;
}): SharedCache {
  let lastLogged = 0;
  /** One line every 30 s at most: an outage of Redis must not flood the log. */
  const log = (message: string, error?: unknown) => {
    if (Date.now() - lastLogged < 30_000) return;
    lastLogged = Date.now();
    console.warn(`${message}: ${error instanceof Error ? error.message : String(error ?? '')}`);
  };
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) },
  });
  const subscriber = client.duplicate();
  for (const connection of [client, subscriber])
    connection.on('error', (error: unknown) => log('shared cache: Redis', error));
  const connected = Promise.all([client.connect(), subscriber.connect()]);
  const bytes = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });

  const tags = createSharedTagState({
    client: {
      hSet: (key, fields) => client.hSet(key, fields),
      hmGet: async (key, fields) => (await client.hmGet(key, fields)) as (string | null)[],
      zAdd: (key, members) => client.zAdd(key, members),
      zRangeByScoreWithScores: async (key, min, max) =>
        (await client.zRangeByScoreWithScores(key, min, max)) as { value: string; score: number }[],
      publish: (channel, message) => client.publish(channel, message),
    },
    subscriber: {
      subscribe: async (channel, listener) => {
        await connected;
        await subscriber.subscribe(channel, listener);
      },
    },
    manifest,
    prefix,
    log,
    pollMs,
  });
  const handler = createRedisUseCacheHandler({
    client: {
      get: async (key) => (await bytes.get(key)) as Buffer | null,
      set: (key, value, options) => client.set(key, value, options),
    },
    tags,
    manifest,
    prefix,
    log,
  });
  return {
    ...handler,
    ready: tags.ready.catch((error: unknown) => log('shared cache: first catch-up failed', error)),
    close() {
      tags.stop();
      // Not `close()`: it waits for replies that an unreachable Redis never sends.
      client.destroy();
      subscriber.destroy();
    },
  };
}
