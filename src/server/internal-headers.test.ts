import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInternalHeader, stripInternalHeaders } from './internal-headers';

/** A server that strips as the site server does and echoes what is left of the request's headers. */
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    stripInternalHeaders(req);
    const rawNames = req.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    res.end(JSON.stringify({ headers: req.headers, rawNames }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(headers: Record<string, string>): Promise<{ headers: Record<string, string>; rawNames: string[] }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/sobre', headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(JSON.parse(body)));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('internal request headers from outside', () => {
  const forged = {
    'X-Mall-Rewrite': '/pt/servico-indisponivel',
    'x-next-intl-locale': 'en',
    'x-middleware-subrequest': 'proxy:proxy:proxy',
    'x-middleware-override-headers': 'x-mall-rewrite',
    'x-nextjs-data': '1',
    'x-next-revalidated-tags': 'places',
    'x-matched-path': '/pt/servico-indisponivel',
    'x-now-route-matches': 'locale=en',
    'x-invoke-path': '/pt/sobre',
    'x-prerender-revalidate': 'guess',
    'next-resume': '1',
  };

  it('are gone from the request before the site reads it, in both of Node header views', async () => {
    const seen = await send({ ...forged, 'accept-language': 'en' });
    for (const name of Object.keys(forged)) {
      expect(seen.headers).not.toHaveProperty(name.toLowerCase());
      expect(seen.rawNames).not.toContain(name.toLowerCase());
    }
    expect(seen.headers['accept-language']).toBe('en');
  });

  it("keep the browser router's own protocol: RSC navigations, prefetches and server actions still work", async () => {
    const protocol = {
      rsc: '1',
      'next-router-state-tree': '%5B%22%22%5D',
      'next-router-prefetch': '1',
      'next-url': '/lojas',
      'next-action': 'abc',
    };
    const seen = await send(protocol);
    for (const [name, value] of Object.entries(protocol)) expect(seen.headers[name]).toBe(value);
  });

  it('are recognised whatever their case, and ordinary headers are not', () => {
    expect(isInternalHeader('X-MALL-REWRITE')).toBe(true);
    expect(isInternalHeader('x-forwarded-for')).toBe(false);
    expect(isInternalHeader('x-mallory')).toBe(false);
    expect(isInternalHeader('next-router-state-tree')).toBe(false);
  });
});
