import { describe, expect, it } from 'vitest';
import { readiness, timedCheck } from './readiness';

describe('readiness', () => {
  it('is ready only when every dependency answers', async () => {
    const ok = await timedCheck(async () => undefined);
    const down = await timedCheck(async () => Promise.reject(new Error('content API 500')));
    expect(readiness({ content: ok, database: ok }).status).toBe(200);
    expect(readiness({ content: down, database: ok })).toMatchObject({
      status: 503,
      body: { ready: false, checks: { content: { ok: false, error: 'content API 500' } } },
    });
  });

  it('reports a hanging dependency as failed within its time limit', async () => {
    const started = Date.now();
    const result = await timedCheck(() => new Promise(() => undefined), 200);
    expect(result).toMatchObject({ ok: false, error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
