import { gql, type TypedDocumentNode } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCmsClient, queryContent } from '@/lib/cms/cms-client';
import { CmsError } from '@/lib/cms/cms-error';
import { CMS_RETRY_POLICY } from '@/lib/cms/retry-policy';
import { createRetryingFetch, type RetryEvent } from '@/lib/cms/retrying-fetch';
import { makeTempContent, type TempContent } from './__fixtures__/temp-content';
import { startContentService, type ContentService } from './index';
import { silentLogger } from './logger';

/**
 * Lives here rather than in src/lib/cms because it starts this service: src never imports cms/.
 *
 * The real site client (urql + retrying fetch) against the real content
 * service run as a rate-limited DatoCMS project (`CMS_RATE_LIMIT`) and as a
 * sandbox environment (`DATOCMS_ENVIRONMENT`): real timers, real waits.
 */
let content: TempContent;
let cms: ContentService;

beforeAll(async () => {
  content = await makeTempContent();
  cms = await startContentService({
    contentDir: content.contentDir,
    uploadsDir: content.uploadsDir,
    imageCacheDir: content.imageCacheDir,
    port: 0,
    host: '127.0.0.1',
    webhookUrl: null,
    watch: false,
    logger: silentLogger,
    environment: 'sandbox-2026-03',
    rateLimit: { perSecond: 1 },
  });
});

afterAll(async () => {
  await cms?.close();
  await content?.remove();
});

const SiteLocales = gql<{ _site: { locales: string[] } }, Record<string, never>>`
  query SiteLocales {
    _site {
      locales
    }
  }
`;

function client(retries: RetryEvent[], environment?: string) {
  return {
    client: createCmsClient({ fetch: createRetryingFetch({ onRetry: (event) => retries.push(event) }) }),
    reader: { baseUrl: cms.url, token: 'dev-published-token', environment },
  };
}

const runQuery = async <TData>(
  site: ReturnType<typeof client>,
  document: TypedDocumentNode<TData, Record<string, never>>,
  variables: Record<string, never>,
) => (await queryContent(site.client, site.reader, document, variables)).data;

describe('the content client against a rate-limited content service', () => {
  it('gets a 429, waits out X-RateLimit-Reset, and gets the data, within the deadline', async () => {
    // a fresh one-second window: the first query uses the only request it allows
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
    const retries: RetryEvent[] = [];
    const started = Date.now();
    const [first, second] = await Promise.all([
      runQuery(client(retries), SiteLocales, {}),
      runQuery(client(retries), SiteLocales, {}),
    ]);
    const elapsed = Date.now() - started;
    expect(first._site.locales).toEqual(['pt', 'en']);
    expect(second._site.locales).toEqual(['pt', 'en']);
    expect(retries).toHaveLength(1);
    expect(retries[0]?.reason).toBe('rate limited (429 RATE_LIMIT_EXCEEDED, reset in 1 s)');
    // never sooner than the reset, never later than reset plus its spread
    expect(retries[0]?.delayMs).toBeGreaterThanOrEqual(1000);
    expect(retries[0]?.delayMs).toBeLessThanOrEqual(2000);
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(CMS_RETRY_POLICY.deadlineMs);
  });
});

describe('the content client and environments', () => {
  it('reads the sandbox named by DATOCMS_ENVIRONMENT through /environments/{env}', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const data = await runQuery(client([], 'sandbox-2026-03'), SiteLocales, {});
    expect(data._site.locales).toEqual(['pt', 'en']);
  });

  it('fails at once on an environment the project does not have, with DatoCMS’s error code', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const retries: RetryEvent[] = [];
    const error = await runQuery(client(retries, 'sandbox-gone'), SiteLocales, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ kind: 'client', status: 404, code: 'INVALID_ENVIRONMENT' });
    expect(retries).toEqual([]);
  });
});
