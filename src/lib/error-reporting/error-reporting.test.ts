import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CmsError } from '@/lib/cms/cms-error';
import { sentryOptions } from '@/lib/config/sentry-options';
import { reportError, resetErrorReportingForTests, startErrorReporting } from './error-reporting';

/**
 * Error reporting against a local stand-in for Sentry's ingest endpoint, with
 * the real SDK: what the error boundaries catch arrives as one event, with
 * the environment and the visitor's default personal data on; without a DSN
 * nothing is sent, and the SDK is not even loaded.
 */
interface Envelope {
  header: Record<string, unknown>;
  items: { header: { type?: string }; payload: Record<string, unknown> }[];
}
const envelopes: Envelope[] = [];
let receiver: Server;
let dsn = '';

function parseEnvelope(body: Buffer): Envelope {
  const lines = body.toString('utf8').split('\n').filter(Boolean);
  const header = JSON.parse(lines[0]!) as Record<string, unknown>;
  const items: Envelope['items'] = [];
  for (let i = 1; i + 1 < lines.length; i += 2)
    items.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
  return { header, items };
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      envelopes.push(parseEnvelope(req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(receiver.address() as AddressInfo).port}/42`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
afterEach(() => {
  envelopes.length = 0;
  resetErrorReportingForTests();
});

const events = () => envelopes.flatMap((e) => e.items.filter((i) => i.header.type === 'event').map((i) => i.payload));

describe('error reporting', () => {
  it('without a DSN sends nothing and never loads the SDK', async () => {
    let loaded = false;
    const start = () =>
      startErrorReporting({ dsn: undefined, environment: 'test' }, async () => {
        loaded = true;
        return import('@sentry/nextjs');
      });
    reportError(new Error('unreported'), start);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loaded).toBe(false);
    expect(envelopes).toEqual([]);
  });

  it('with a DSN, an error a boundary caught arrives once, with its environment and default personal data on', async () => {
    const start = () => startErrorReporting({ dsn, environment: 'staging' });
    reportError(new Error('the boundary caught this'), start);
    const sdk = await start();
    await expect.poll(async () => (await sdk?.flush(500), events().length), { timeout: 5_000 }).toBe(1);
    const [event] = events();
    expect(event?.environment).toBe('staging');
    expect(JSON.stringify(event?.exception)).toContain('the boundary caught this');
    // sendDefaultPii: the SDK is told to keep the visitor's address (spec §7.6)
    expect((sdk?.getClient()?.getOptions() as { sendDefaultPii?: boolean }).sendDefaultPii).toBe(true);
  });

  it('on the server, a failed content query reaches it once through onRequestError (instrumentation.ts)', async () => {
    const Sentry = await import('@sentry/nextjs');
    // what sentry.server.config.ts does with the same variables
    Sentry.init(sentryOptions({ dsn, environment: 'staging' })!);
    const { onRequestError } = await import('../../../instrumentation');
    const failure = new CmsError('server', 'Content service failed after 4 attempts (status 500)', {
      status: 500,
      attempts: 4,
    });
    await onRequestError(
      failure,
      { path: '/artigo/x', method: 'GET', headers: { 'user-agent': 'vitest' } },
      { routerKind: 'App Router', routePath: '/[locale]/artigo/[slug]', routeType: 'render' },
    );
    await Sentry.flush(1_000);
    await expect.poll(() => events().length, { timeout: 5_000 }).toBe(1);
    expect(JSON.stringify(events()[0]?.exception)).toContain('Content service failed after 4 attempts');
    expect(events()[0]?.environment).toBe('staging');
  });
});
