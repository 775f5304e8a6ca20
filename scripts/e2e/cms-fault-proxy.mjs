// A proxy in front of the content service's GraphQL endpoint that end-to-end
// tests can turn into an outage: the site's DATOCMS_GRAPHQL_URL points here.
//
//   POST /__fault  {"mode": "pass" | "error" | "html" | "hang" | "refuse" | "unauthorized" | "rate-limited"}
//   GET  /__fault  {"mode", "requests"}: the mode, and how many content requests arrived since the last POST
//
// pass: forward untouched; error: 500 JSON; html: a 200 maintenance page;
// hang: accept and never answer; refuse: close the connection at once;
// unauthorized: DatoCMS's 401 for a revoked token; rate-limited: DatoCMS's 429 (RATE_LIMIT_EXCEEDED,
// X-RateLimit-Reset: 1) for every query.
// Loopback only: it listens on 127.0.0.1 and ::1 through `localhost`.
import { createServer } from 'node:http';

const MODES = new Set(['pass', 'error', 'html', 'hang', 'refuse', 'unauthorized', 'rate-limited']);

/** @param {{ port: number; target: string }} options */
export function startCmsFaultProxy({ port, target }) {
  let mode = 'pass';
  let requests = 0;
  const server = createServer(async (req, res) => {
    if (req.url === '/__fault' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mode, requests }));
      return;
    }
    if (req.url === '/__fault') {
      const body = JSON.parse((await readBody(req)) || '{}');
      if (!MODES.has(body.mode)) {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: `mode must be one of ${[...MODES].join(', ')}` }));
        return;
      }
      mode = body.mode;
      requests = 0;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mode }));
      return;
    }
    requests += 1;
    if (mode === 'refuse') return void req.socket.destroy();
    if (mode === 'unauthorized') {
      return void res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(
          '{"data":[{"id":"1","type":"api_error","attributes":{"code":"INVALID_AUTHORIZATION_HEADER","details":{}}}]}',
        );
    }
    if (mode === 'rate-limited') {
      return void res
        .writeHead(429, {
          'content-type': 'application/json',
          'x-ratelimit-limit': '40',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': '1',
        })
        .end('{"data":[{"id":"1","type":"api_error","attributes":{"code":"RATE_LIMIT_EXCEEDED","details":{}}}]}');
    }
    if (mode === 'hang') return;
    if (mode === 'error')
      return void res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"data":[{"attributes":{"code":"INTERNAL"}}]}');
    if (mode === 'html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Maintenance</h1>');
    const body = await readBody(req);
    try {
      const upstream = await fetch(new URL(req.url ?? '/', target), {
        method: req.method,
        headers: forwardable(req.headers),
        body: body || undefined,
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name),
        ),
      );
      res.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      res.writeHead(502).end();
    }
  });
  return new Promise((resolve) => server.listen(port, 'localhost', () => resolve(server)));
}

/** @param {import('node:http').IncomingHttpHeaders} headers */
function forwardable(headers) {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || ['host', 'connection', 'content-length'].includes(name)) continue;
    out.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return out;
}

/** @param {import('node:http').IncomingMessage} req */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
