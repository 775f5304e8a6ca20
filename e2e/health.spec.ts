import { expect, test } from '@playwright/test';
import { setCmsFault } from './support/cms-fault';

/** /api/health: liveness always; readiness follows the content API and the forms' database. */
test.describe('health', () => {
  test.afterEach(async () => setCmsFault('pass'));

  test('liveness answers while the process runs, never cached', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ alive: true });
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('readiness reports the content API and the database, and fails (503) while the CMS is down, then recovers', async ({
    request,
  }) => {
    const ready = await request.get('/api/health?ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({
      ready: true,
      checks: { content: { ok: true }, database: { ok: true } },
    });

    for (const fault of ['error', 'hang'] as const) {
      await setCmsFault(fault);
      const started = Date.now();
      const down = await request.get('/api/health?ready');
      expect(down.status(), fault).toBe(503);
      expect(down.headers()['retry-after']).toBe('10');
      expect(await down.json()).toMatchObject({
        ready: false,
        checks: { content: { ok: false }, database: { ok: true } },
      });
      // a hanging CMS is reported within the check's 3 s, not after the client's own timeouts
      expect(Date.now() - started).toBeLessThan(5000);
    }
    await setCmsFault('pass');
    await expect.poll(async () => (await request.get('/api/health?ready')).status()).toBe(200);
  });
});
