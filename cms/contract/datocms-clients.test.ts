/**
 * Contract: DatoCMS's own clients, unchanged, against the embedded service running the real
 * engine over a temporary copy of the engine's fixture content. If one of these fails, the site
 * would fail the same way against this service.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError, executeQuery, executeQueryWithAutoPagination, rawExecuteQuery } from '@datocms/cda-client';
import { subscribeToQuery, type ChannelErrorData } from 'datocms-listen';
import { EventSource } from 'eventsource';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentService, type ContentService } from '../server/index.ts';
import { collectionCacheTag } from '../server/cache-tags.ts';
import type { Logger } from '../server/logger.ts';

const PUBLISHED = 'contract-published';
const DRAFT = 'contract-draft';
const FIXTURES = fileURLToPath(new URL('../engine/__fixtures__/', import.meta.url));

let root: string;
let contentDir: string;
let service: ContentService;
const logs: string[] = [];
const logger: Logger = { info: (m) => logs.push(m), warn: (m) => logs.push(m), error: (m) => logs.push(m) };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cms-contract-'));
  contentDir = path.join(root, 'content');
  await cp(path.join(FIXTURES, 'content'), contentDir, { recursive: true });
  await cp(path.join(FIXTURES, 'uploads'), path.join(root, 'uploads'), { recursive: true });
  service = await startContentService({
    port: 0,
    host: '127.0.0.1',
    contentDir,
    uploadsDir: path.join(root, 'uploads'),
    imageCacheDir: path.join(root, 'image-cache'),
    publishedToken: PUBLISHED,
    draftToken: DRAFT,
    webhookUrl: null,
    debounceMs: 50,
    logger,
  });
});

afterAll(async () => {
  await service?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const endpoint = () => `${service.url}/`;
const STORE_NAMES = 'query StoreNames { allStores(orderBy: name_ASC) { name } }';

type StoreNames = { allStores: Array<{ name: string }> };

async function storeNames(options: Partial<Parameters<typeof executeQuery>[1]> = {}): Promise<string[]> {
  const data = await executeQuery<StoreNames>(STORE_NAMES, {
    token: PUBLISHED,
    graphqlEndpointUrl: endpoint(),
    ...options,
  });
  return data.allStores.map((s) => s.name);
}

async function copyStore(fromId: string, toId: string, name: string, slug: string): Promise<void> {
  const record = JSON.parse(await readFile(path.join(contentDir, 'store', `${fromId}.json`), 'utf8')) as {
    id: string;
    published: { fields: Record<string, unknown> };
  };
  record.id = toId;
  record.published.fields.name = name;
  record.published.fields.slug = slug;
  await writeFile(path.join(contentDir, 'store', `${toId}.json`), JSON.stringify(record, null, 2));
}

describe('@datocms/cda-client', () => {
  it('runs a query with the published token: published records only', async () => {
    const names = await storeNames();
    expect(names).toContain('Casa Aroeira');
    expect(names).not.toContain('Duna Nova');
  });

  it('includes drafts with the draft token and includeDrafts, in the main environment', async () => {
    expect(await storeNames({ token: DRAFT, includeDrafts: true, environment: 'main' })).toContain('Duna Nova');
    expect(await storeNames({ token: DRAFT })).not.toContain('Duna Nova');
  });

  it('throws ApiError with the HTTP status for refused requests', async () => {
    const failure = (options: Partial<Parameters<typeof executeQuery>[1]>) =>
      storeNames(options).then(
        () => null,
        (e: unknown) => e,
      );
    const badToken = await failure({ token: 'nope' });
    expect(badToken).toBeInstanceOf(ApiError);
    expect((badToken as ApiError).response.status).toBe(401);
    expect(JSON.stringify((badToken as ApiError).response.body)).toContain('INVALID_AUTHORIZATION_HEADER');
    expect(((await failure({ includeDrafts: true })) as ApiError).response.status).toBe(403);
    expect(((await failure({ environment: 'sandbox' })) as ApiError).response.status).toBe(404);
  });

  it('throws ApiError for a GraphQL error (HTTP 200 with errors)', async () => {
    const error = (await executeQuery('{ allStores { nope } }', {
      token: PUBLISHED,
      graphqlEndpointUrl: endpoint(),
    }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.response.status).toBe(200);
    expect(error.message).toMatch(/^Request failed: .*nope/);
  });

  it('returns cache tags with returnCacheTags', async () => {
    const [, response] = await rawExecuteQuery(STORE_NAMES, {
      token: PUBLISHED,
      graphqlEndpointUrl: endpoint(),
      returnCacheTags: true,
    });
    expect(response.headers.get('x-cache-tags')?.split(' ')).toContain(collectionCacheTag('store'));
  });

  it('auto-paginates past 500 records without error', async () => {
    const data = await executeQueryWithAutoPagination<StoreNames>('{ allStores(first: 600) { name } }', {
      token: PUBLISHED,
      graphqlEndpointUrl: endpoint(),
    });
    expect(data.allStores.length).toBeGreaterThan(0);
  });

  it('returns image URLs the image server answers with the promised size and type', async () => {
    const data = await executeQuery<{
      store: { logo: { url: string; responsiveImage: { src: string; width: number; height: number } } };
    }>(
      '{ store(filter: { slug: { eq: "casa-aroeira" } }) { logo { url responsiveImage(imgixParams: { w: 40, h: 20, fit: crop, auto: format }) { src width height } } } }',
      { token: PUBLISHED, graphqlEndpointUrl: endpoint() },
    );
    const { src, width, height } = data.store.logo.responsiveImage;
    expect(src.startsWith(`${service.url}/assets/`)).toBe(true);
    const response = await fetch(src, { headers: { Accept: 'image/webp,*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
    expect((await fetch(data.store.logo.url)).headers.get('content-type')).toBe('image/png');
  });
});

describe('datocms-listen', () => {
  it('delivers the current result, then a live update after a record file is written', async () => {
    const updates: StoreNames[] = [];
    const unsubscribe = await subscribeToQuery<StoreNames>({
      query: STORE_NAMES,
      token: PUBLISHED,
      baseUrl: `${service.url}/listen`,
      fetcher: fetch,
      eventSourceClass: EventSource,
      onUpdate: (update) => updates.push(update.response.data),
    });
    try {
      await expect.poll(() => updates.length, { timeout: 2000 }).toBe(1);
      const started = Date.now();
      await copyStore('store-aroeira', 'store-contract-new', 'Zeta Contrato', 'zeta-contrato');
      await expect
        .poll(() => updates.at(-1)?.allStores.map((s) => s.name) ?? [], { timeout: 1000, interval: 20 })
        .toContain('Zeta Contrato');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await storeNames()).toContain('Zeta Contrato');
    } finally {
      unsubscribe();
    }
  });

  it('delivers drafts on a preview subscription', async () => {
    const updates: StoreNames[] = [];
    const unsubscribe = await subscribeToQuery<StoreNames>({
      query: STORE_NAMES,
      token: DRAFT,
      includeDrafts: true,
      baseUrl: `${service.url}/listen`,
      fetcher: fetch,
      eventSourceClass: EventSource,
      onUpdate: (update) => updates.push(update.response.data),
    });
    await expect.poll(() => updates.length, { timeout: 2000 }).toBe(1);
    expect(updates[0]?.allStores.map((s) => s.name)).toContain('Duna Nova');
    unsubscribe();
  });

  it('reports a fatal channelError for an invalid query', async () => {
    const errors: ChannelErrorData[] = [];
    await subscribeToQuery({
      query: '{ allStores { nope } }',
      token: PUBLISHED,
      baseUrl: `${service.url}/listen`,
      fetcher: fetch,
      eventSourceClass: EventSource,
      onUpdate: () => undefined,
      onChannelError: (error) => errors.push(error),
    });
    await expect.poll(() => errors.length, { timeout: 2000 }).toBe(1);
    expect(errors[0]).toMatchObject({ code: 'INVALID_QUERY', fatal: true });
  });
});

describe('invalid content with the real engine', () => {
  it('logs the problem with path, field and reason and keeps serving the last valid version', async () => {
    const before = await storeNames();
    const file = path.join(contentDir, 'store', 'store-aroeira.json');
    const record = JSON.parse(await readFile(file, 'utf8')) as { published: { fields: Record<string, unknown> } };
    record.published.fields.hours_source = 'sometimes';
    await writeFile(file, JSON.stringify(record));
    await expect
      .poll(() => logs.find((l) => l.includes('store/store-aroeira.json')), { timeout: 2000 })
      .toMatch(/store\/store-aroeira\.json › hours_source: .+/);
    expect(await storeNames()).toEqual(before);
  });
});
