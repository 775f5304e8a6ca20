import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loopTurnClock, overloadGuard, overloadLimitsFromEnv } from './overload-guard';

/** A site whose pages answer only when the test lets them: each admitted request waits in `held`. */
function slowSite(maxInFlight: number, turnMs = () => 0) {
  const guard = overloadGuard({ maxInFlight, maxTurnMs: 500, retryAfterSeconds: 5 }, turnMs);
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    if (!guard.admit(request, response)) return;
    if (request.url?.startsWith('/api/health') || request.url?.startsWith('/_next/static/')) return response.end('ok');
    held.push(response);
  });
  return { guard, held, server };
}

async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const get = (url: string) =>
  fetch(url).then(async (r) => ({
    status: r.status,
    retryAfter: r.headers.get('retry-after'),
    type: r.headers.get('content-type'),
    body: await r.text(),
  }));

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A site whose one place is taken by a page that has not answered yet. */
async function fullSite() {
  const site = slowSite(1);
  server = site.server;
  const origin = await listen(site.server);
  void get(`${origin}/lojas`).catch(() => {});
  await waitFor(() => site.held.length === 1);
  return origin;
}

describe('a server past its limit of requests in flight', () => {
  it('answers the extra ones at once with 503, Retry-After and a message in the URL’s locale, and the others in full', async () => {
    const site = slowSite(2);
    server = site.server;
    const origin = await listen(site.server);
    const admitted = [get(`${origin}/lojas`), get(`${origin}/en/stores`)];
    await waitFor(() => site.held.length === 2);
    const started = Date.now();
    const [pt, en, api] = await Promise.all([
      get(`${origin}/lojas`),
      get(`${origin}/en/stores`),
      get(`${origin}/api/search?q=x`),
    ]);
    expect(Date.now() - started).toBeLessThan(1_000);
    for (const refused of [pt, en, api]) {
      expect(refused.status).toBe(503);
      expect(refused.retryAfter).toBe('5');
    }
    expect(pt.body).toContain('muitos acessos');
    expect(en.body).toContain('very busy');
    expect(JSON.parse(api.body)).toMatchObject({ error: 'overloaded', status: 503 });
    for (const response of site.held) response.end('page');
    expect((await Promise.all(admitted)).map((a) => a.status)).toEqual([200, 200]);
  });

  it('frees a place when an answer ends or its visitor leaves', async () => {
    const site = slowSite(1);
    server = site.server;
    const origin = await listen(site.server);
    const leaving = httpRequest(`${origin}/lojas`);
    leaving.on('error', () => {});
    leaving.end();
    await waitFor(() => site.guard.inFlight === 1);
    expect((await get(`${origin}/sobre`)).status).toBe(503);
    leaving.destroy();
    await waitFor(() => site.guard.inFlight === 0);
    const next = get(`${origin}/sobre`);
    await waitFor(() => site.held.length === 2);
    site.held[1]!.end('page');
    expect((await next).status).toBe(200);
  });

  it('still answers the health check, so a load balancer tells busy from down', async () => {
    const origin = await fullSite();
    expect(await get(`${origin}/api/health`)).toMatchObject({ status: 200, body: 'ok' });
  });

  it("still sends a page's scripts: the browser never asks again for a refused one, and the page would never work", async () => {
    const origin = await fullSite();
    expect((await get(`${origin}/sobre`)).status).toBe(503);
    expect(await get(`${origin}/_next/static/chunks/0b80dm-k06zo-.js`)).toMatchObject({ status: 200, body: 'ok' });
  });
});

/** Sends raw GETs on separate connections, all written before the server's next turn reads any of them. */
async function burst(origin: string, count: number): Promise<number[]> {
  const { port } = new URL(origin);
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<import('node:net').Socket>((resolve) => {
          const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
        }),
    ),
  );
  const statuses = sockets.map(
    (socket) =>
      new Promise<number>((resolve) => {
        let head = '';
        socket.on('data', (chunk) => {
          head += chunk.toString();
          const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
          if (match) resolve(Number(match[1]));
        });
      }),
  );
  // and every connection accepted by the server, so their requests become readable together
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (const socket of sockets) socket.write('GET /lojas HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  // hold this process's loop so every request is waiting in the kernel when the server's turn starts
  const until = Date.now() + 100;
  while (Date.now() < until);
  const answered = await Promise.all(statuses);
  for (const socket of sockets) socket.destroy();
  return answered;
}

describe('a turn of the event loop that has answered for too long', () => {
  it('answers the rest of its requests with a fast 503, and the next turn takes requests again', async () => {
    const guard = overloadGuard({ maxTurnMs: 250, maxInFlight: 1_000, retryAfterSeconds: 5 });
    server = createServer((request, response) => {
      if (!guard.admit(request, response)) return;
      // a page that costs 100 ms of CPU
      const until = Date.now() + 100;
      while (Date.now() < until);
      response.end('page');
    });
    const origin = await listen(server);
    const statuses = await burst(origin, 8);
    const pages = statuses.filter((s) => s === 200).length;
    expect(pages, statuses.join(' ')).toBeGreaterThanOrEqual(1);
    expect(pages, statuses.join(' ')).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 503).length).toBe(8 - pages);
    expect((await get(`${origin}/lojas`)).status).toBe(200);
  });

  it('is timed from the turn’s first request, and starts again in the next turn', async () => {
    let now = 1_000;
    const turnMs = loopTurnClock(() => now);
    expect(turnMs()).toBe(0);
    now += 300;
    expect(turnMs()).toBe(300);
    await new Promise((resolve) => setImmediate(resolve));
    now += 50;
    expect(turnMs()).toBe(0);
  });

  it('is what the guard reads: past the limit, a 503 in the URL’s locale', async () => {
    let turn = 800;
    const site = slowSite(100, () => turn);
    server = site.server;
    const origin = await listen(site.server);
    const busy = await get(`${origin}/lojas`);
    expect(busy).toMatchObject({ status: 503, retryAfter: '5' });
    expect(busy.body).toContain('muitos acessos');
    // the page that came before the turn grew long still gets its scripts
    expect((await get(`${origin}/_next/static/chunks/turbopack-077hmtqrhcoji.js`)).status).toBe(200);
    turn = 10;
    const page = get(`${origin}/lojas`);
    await waitFor(() => site.held.length === 1);
    site.held[0]!.end('page');
    expect((await page).status).toBe(200);
  });
});

describe('the limits', () => {
  it('default to turns of 0.5 s and 256 requests at once, and refuse what is not a whole number', () => {
    expect(overloadLimitsFromEnv({})).toEqual({ maxTurnMs: 500, maxInFlight: 256, retryAfterSeconds: 5 });
    expect(overloadLimitsFromEnv({ SITE_MAX_IN_FLIGHT: '64', SITE_MAX_TURN_MS: '300' })).toMatchObject({
      maxInFlight: 64,
      maxTurnMs: 300,
    });
    for (const bad of ['0', '-3', '1.5', 'many']) {
      expect(() => overloadLimitsFromEnv({ SITE_MAX_IN_FLIGHT: bad }), bad).toThrow(/SITE_MAX_IN_FLIGHT/);
      expect(() => overloadLimitsFromEnv({ SITE_MAX_TURN_MS: bad }), bad).toThrow(/SITE_MAX_TURN_MS/);
    }
  });
});
