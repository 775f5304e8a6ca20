import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startTestRedis, type TestRedis } from '@/server/shared-cache/test-redis-server';
import { createRateLimiter } from './rate-limit';

const rule = { name: 'test', points: 3, durationSeconds: 60 };
// one store per run, so a rerun against the same Redis starts from zero
const prefix = `test-${process.pid}-${Date.now()}:`;

describe('a rate limit in memory', () => {
  it('allows the rule’s requests, then refuses with the seconds to wait, per client', async () => {
    const limiter = createRateLimiter(rule);
    expect(await Promise.all([1, 2, 3].map(() => limiter.take('a')))).toEqual([null, null, null]);
    expect(await limiter.take('a')).toBe(60);
    expect(await limiter.take('b')).toBeNull();
  });
});

describe.skipIf(!hasRedisServer)('a rate limit shared through Redis', () => {
  let redis: TestRedis;
  const connections: { destroy(): void }[] = [];
  const instance = async (url: string) => {
    const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: () => 100 } });
    client.on('error', () => {});
    connections.push(client);
    await client.connect();
    return createRateLimiter(rule, { redis: client, prefix });
  };
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    for (const client of connections) client.destroy();
    await redis.stop();
  });

  it('is one limit for two instances, not one each', async () => {
    const [first, second] = [await instance(redis.url), await instance(redis.url)];
    expect(await first.take('203.0.113.9')).toBeNull();
    expect(await second.take('203.0.113.9')).toBeNull();
    expect(await first.take('203.0.113.9')).toBeNull();
    expect(await second.take('203.0.113.9')).toBe(60);
    expect(await first.take('203.0.113.9')).toBe(60);
    expect(await second.take('198.51.100.1')).toBeNull();
  });

  it('keeps limiting, in memory and without waiting, when Redis goes away', async () => {
    const limiter = await instance(redis.url);
    await redis.stop();
    const started = performance.now();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limiter.take('203.0.113.7'));
    expect(answers).toEqual([null, null, null, 60]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
