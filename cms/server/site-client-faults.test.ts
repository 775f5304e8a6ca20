import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gql, type TypedDocumentNode } from '@urql/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCmsClient, queryContent } from '@/lib/cms/cms-client';
import { CmsError } from '@/lib/cms/cms-error';
import { CMS_RETRY_POLICY } from '@/lib/cms/retry-policy';
import { createRetryingFetch, type RetryingFetchOptions } from '@/lib/cms/retrying-fetch';
import { makeTempContent, type TempContent } from './__fixtures__/temp-content';
import { startContentService, type ContentService } from './index';

/**
 * Lives here rather than in src/lib/cms because it starts this service: src never imports cms/.
 *
 * The real site client (urql + retrying fetch) against the real content
 * service, through a proxy that injects faults in a scripted order:
 * 500, 503, a dropped connection, a text/html answer, a hung answer, then
 * forwarding. The recorded waits are the policy's delays.
 */
type Fault = '500' | '503' | 'drop' | 'html' | 'hang' | '401' | 'forward';

let content: TempContent;
let cms: ContentService;
let proxy: Server;
let proxyUrl: string;
let script: Fault[] = [];
const seen: Fault[] = [];

beforeAll(async () => {
  content = await makeTempContent();
  cms = await startContentService({
    contentDir: content.contentDir,
    uploadsDir: content.uploadsDir,
    imageCacheDir: content.imageCacheDir,
    port: 0,
    webhookUrl: null,
    watch: false,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  proxy = createServer((req, res) => {
    const fault = script.shift() ?? 'forward';
    seen.push(fault);
    switch (fault) {
      case '500':
      case '503':
      case '401':
        res.writeHead(Number(fault), { 'content-type': 'application/json' }).end(
          JSON.stringify({
            data: [
              {
                id: 'x',
                type: 'api_error',
                attributes: { code: fault === '401' ? 'INVALID_AUTHORIZATION_HEADER' : 'INTERNAL', details: {} },
              },
            ],
          }),
        );
        return;
      case 'drop':
        req.socket.destroy();
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Maintenance</body></html>');
        return;
      case 'hang':
        return; // never answers; the attempt timeout must cut it
      case 'forward': {
        const upstream = new URL(cms.url);
        const forwarded = httpRequest(
          { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        req.pipe(forwarded);
      }
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await cms.close();
  await content.remove();
});

beforeEach(() => {
  script = [];
  seen.length = 0;
});

const StoreNames = gql<{ _site: { locales: string[] } }, Record<string, never>>`
  query SiteLocales {
    _site {
      locales
    }
  }
`;

/** Real timers, scaled down 1/100 so the test is quick; the recorded waits are the policy's own numbers. */
function clientWith(waits: number[], overrides: Partial<typeof CMS_RETRY_POLICY> = {}) {
  return clientAt(proxyUrl, {
    policy: { ...CMS_RETRY_POLICY, ...overrides },
    random: () => 0.5,
    sleep: (ms) => {
      waits.push(ms);
      return new Promise((resolve) => setTimeout(resolve, ms / 100));
    },
  });
}

/** The site's content client with its retrying fetch, reading the published content at `baseUrl`. */
function clientAt(baseUrl: string, retry: RetryingFetchOptions) {
  const client = createCmsClient({ fetch: createRetryingFetch(retry) });
  return { client, reader: { baseUrl, token: 'dev-published-token' } };
}

const runQuery = async <TData>(
  { client, reader }: ReturnType<typeof clientAt>,
  document: TypedDocumentNode<TData, Record<string, never>>,
  variables: Record<string, never>,
) => (await queryContent(client, reader, document, variables)).data;

describe('the content client through a fault-injecting proxy', () => {
  it('retries 500, 503, a dropped connection and an HTML answer, with delays 1 s, 2 s, 4 s, 8 s, then gets the data', async () => {
    script = ['500', '503', 'drop', 'html'];
    const waits: number[] = [];
    const data = await runQuery(clientWith(waits, { maxAttempts: 5, deadlineMs: 60_000 }), StoreNames, {});
    expect(seen).toEqual(['500', '503', 'drop', 'html', 'forward']);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(data._site.locales).toEqual(['pt', 'en']);
  });

  it('retries a refused connection (nothing listening) on the same schedule, then gives up as a server error', async () => {
    // a port that was just free: connecting to it is refused at once
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const waits: number[] = [];
    const client = clientAt(`http://127.0.0.1:${port}`, {
      random: () => 0.5,
      sleep: (ms) => (waits.push(ms), new Promise((resolve) => setTimeout(resolve, ms / 100))),
    });
    const error = await runQuery(client, StoreNames, {}).catch((e: unknown) => e);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(error).toMatchObject({ kind: 'server', attempts: 4 });
    expect(String((error as Error).message)).toMatch(/network failure/);
  });

  it('never retries a 401', async () => {
    script = ['401'];
    const waits: number[] = [];
    const error = await runQuery(clientWith(waits), StoreNames, {}).catch((e: unknown) => e);
    expect(seen).toEqual(['401']);
    expect(waits).toEqual([]);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ kind: 'client', status: 401, code: 'INVALID_AUTHORIZATION_HEADER' });
  });

  it('cuts a hung answer and retries', async () => {
    script = ['hang'];
    const waits: number[] = [];
    const data = await runQuery(clientWith(waits, { attemptTimeoutMs: 300 }), StoreNames, {});
    expect(seen).toEqual(['hang', 'forward']);
    expect(waits).toEqual([1000]);
    expect(data._site.locales).toContain('pt');
  });

  it('gives up after the bounded attempts with a server error', async () => {
    script = ['503', '503', '503', '503', '503'];
    const waits: number[] = [];
    const error = await runQuery(clientWith(waits), StoreNames, {}).catch((e: unknown) => e);
    expect(seen).toEqual(['503', '503', '503', '503']);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(error).toMatchObject({ kind: 'server', status: 503, attempts: 4 });
  });

  it('fails a response that carries errors with a graphql CmsError, without retrying', async () => {
    const Broken = gql<{ allStores: unknown[] }, Record<string, never>>`
      query Broken {
        allStores {
          noSuchField
        }
      }
    `;
    const waits: number[] = [];
    const error = await runQuery(clientWith(waits), Broken, {}).catch((e: unknown) => e);
    expect(waits).toEqual([]);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ kind: 'graphql' });
    expect((error as CmsError).graphQLErrors[0]?.message).toMatch(/noSuchField/);
  });
});
