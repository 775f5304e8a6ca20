// @ts-check
/**
 * The `'use cache'` handler named in next.config (`cacheHandlers.default`).
 * Without `REDIS_URL`: Next's own in-memory handler, unchanged. With it: the
 * entries and the tag invalidations live in Redis, shared by every instance
 * (README "Deployment: several instances", ADR 0035). Chosen when the server starts, so one build
 * runs either way.
 */
import { createDefaultCacheHandler, tagsManifest } from '../next-internals/dist.ts';
import { connectSharedCache } from './connect-shared-cache.ts';

/** Next's default size for its in-memory handler (`cacheMaxMemorySize`). */
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;

const redisUrl = process.env.REDIS_URL;

/** @type {import('next/cache').CacheHandler} */
const handler = redisUrl
  ? connectSharedCache({ url: redisUrl, prefix: process.env.REDIS_KEY_PREFIX ?? 'jacaranda:', manifest: tagsManifest })
  : createDefaultCacheHandler(DEFAULT_MEMORY_BYTES);

export default handler;
