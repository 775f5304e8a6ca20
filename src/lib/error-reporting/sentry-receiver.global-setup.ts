import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** origin of the stand-in for Sentry's ingest endpoint: POST envelopes, GET /__events, DELETE /__events */
    sentryReceiver: string;
  }
}

/**
 * A stand-in for Sentry's ingest endpoint for the browser tests: it keeps the
 * events of every envelope it receives and lists them at `/__events`, with
 * CORS open, as Sentry's own endpoint answers browsers.
 */
let server: Server;

export async function setup(project: TestProject) {
  let events: unknown[] = [];
  server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    if (req.url === '/__events' && req.method === 'GET')
      return void res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(events));
    if (req.url === '/__events' && req.method === 'DELETE') {
      events = [];
      return void res.writeHead(204, cors).end();
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const lines = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw)
        .toString('utf8')
        .split('\n')
        .filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        if ((JSON.parse(lines[i]!) as { type?: string }).type === 'event') events.push(JSON.parse(lines[i + 1]!));
      }
      res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('sentryReceiver', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

export async function teardown() {
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
