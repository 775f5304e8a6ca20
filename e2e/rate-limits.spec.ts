import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';

/**
 * The search suggestions are limited per client (40 in 8 s, src/server/site-rate-limits.ts).
 * The client is the connection's peer unless that peer is a trusted proxy; the
 * e2e server trusts only loopback's 127.0.0.1 and ::1 (scripts/e2e-server.mjs:
 * they stand for a load balancer, so the other specs can act as many clients).
 * A visitor connecting from 127.0.0.2 is a client like any on the internet.
 */
const SEARCH_POINTS = 40;
const port = Number(new URL(baseURL).port);

/** A GET from a given local address, so the server sees that peer. */
function getFrom(
  localAddress: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; retryAfter?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, localAddress, headers: { host: `localhost:${port}`, ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'] as string | undefined,
            body,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

for (const [index, locale] of (['pt', 'en'] as const).entries()) {
  test(`search suggestions (${locale}): a new X-Forwarded-For on every request does not lift a client's limit`, async () => {
    const peer = `127.0.0.${2 + index}`;
    const answers = [];
    for (let i = 0; i < SEARCH_POINTS + 20; i++) {
      answers.push(
        await getFrom(peer, `/api/search?locale=${locale}&q=cafe`, {
          'x-forwarded-for': `198.51.100.${i}`,
          'x-real-ip': `198.51.100.${i}`,
        }),
      );
    }
    const allowed = answers.filter((answer) => answer.status === 200).length;
    console.log(
      `[rate limit] ${locale}: ${allowed} of ${answers.length} searches with a new X-Forwarded-For each were answered`,
    );
    expect(allowed, answers.map((answer) => answer.status).join(' ')).toBeLessThanOrEqual(SEARCH_POINTS);
    const refusals = answers.filter((answer) => answer.status === 429);
    expect(refusals.length).toBeGreaterThanOrEqual(20);
    expect(Number(refusals[0]!.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(refusals[0]!.body)).toMatchObject({
      error: 'rate-limited',
      message: expect.stringMatching(/too many/i),
    });
  });
}

test('behind the trusted proxy, the client is the address the proxy appended, not what the client wrote before it', async () => {
  // one client, who writes a new address of their own on the left each time: the proxy appends the real one
  const spoofer = [];
  for (let i = 0; i < SEARCH_POINTS + 5; i++)
    spoofer.push(
      (
        await getFrom('127.0.0.1', '/api/search?locale=pt&q=loja', {
          'x-forwarded-for': `198.51.100.${i}, 203.0.113.200`,
        })
      ).status,
    );
  expect(spoofer.filter((status) => status === 200).length).toBeLessThanOrEqual(SEARCH_POINTS);
  // another client behind the same proxy has an allowance of its own
  expect(
    (await getFrom('127.0.0.1', '/api/search?locale=en&q=shop', { 'x-forwarded-for': '203.0.113.201' })).status,
  ).toBe(200);
});
