import { unlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTempContent, type TempContent } from './__fixtures__/temp-content.ts';
import { PUBLISHED, startTestService } from './__fixtures__/test-service.ts';
import type { ContentService } from './index.ts';
import type { Logger } from './logger.ts';
import { collectionCacheTag, recordCacheTag } from './cache-tags.ts';
import { cacheTagsWebhookBody, webhookAuthHeaders } from './webhook.ts';

const SECRET = 'webhook-test-secret';

interface Delivery {
  raw: string;
  secret: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
}

let content: TempContent;
let service: ContentService;
let receiver: Server;
let deliveries: Delivery[] = [];
/** statuses the receiver answers, in order; 204 once they run out */
let plannedStatuses: number[] = [];
const logs: string[] = [];
const logger: Logger = {
  info: (m) => logs.push(`info ${m}`),
  warn: (m) => logs.push(`warn ${m}`),
  error: (m) => logs.push(`error ${m}`),
};

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      deliveries.push({
        raw,
        secret: req.headers['x-webhook-secret'] as string | undefined,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
      });
      res.writeHead(plannedStatuses.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  content = await makeTempContent();
  service = await startTestService(content, {
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`,
    webhookSecret: SECRET,
    webhookRetryDelaysMs: [50, 100],
    logger,
    debounceMs: 50,
    watch: true,
  });
});

beforeEach(() => {
  deliveries = [];
  plannedStatuses = [];
  logs.length = 0;
});

afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  await content?.remove();
});

function storeFile(id: string): string {
  return path.join(content.contentDir, 'store', `${id}.json`);
}

function storeJson(id: string, name: string): string {
  return JSON.stringify({
    id,
    createdAt: '2025-11-01T10:00:00-03:00',
    published: {
      updatedAt: '2025-11-01T10:00:00-03:00',
      publishedAt: '2025-11-01T10:00:00-03:00',
      firstPublishedAt: '2025-11-01T10:00:00-03:00',
      fields: { name, slug: id },
    },
  });
}

async function storeNames(): Promise<string[]> {
  const response = await fetch(service.url, {
    method: 'POST',
    headers: { Authorization: PUBLISHED },
    body: JSON.stringify({ query: '{ allStores { name } }' }),
  });
  return ((await response.json()) as { data: { allStores: Array<{ name: string }> } }).data.allStores.map(
    (s) => s.name,
  );
}

describe('cache-tags webhook', () => {
  it("POSTs DatoCMS's cda_cache_tags invalidate payload with the new record's and its collection's tags, and the secret header", async () => {
    await writeFile(storeFile('store-nova'), storeJson('store-nova', 'Loja Nova'));
    await expect.poll(() => deliveries.length, { timeout: 2000 }).toBe(1);
    const [delivery] = deliveries;
    expect(JSON.parse(delivery?.raw ?? '')).toEqual({
      entity_type: 'cda_cache_tags',
      event_type: 'invalidate',
      entity: {
        id: 'cda_cache_tags',
        type: 'cda_cache_tags',
        attributes: { tags: [recordCacheTag('store-nova'), collectionCacheTag('store')] },
      },
      related_entities: [],
    });
    expect(delivery?.contentType).toBe('application/json');
    expect(delivery?.secret).toBe(SECRET);
    expect(await storeNames()).toContain('Loja Nova');
    expect(logs).toContain('info content changed: created store/store-nova');
  });

  it('names a deleted record too', async () => {
    await unlink(storeFile('store-nova'));
    await expect.poll(() => deliveries.length, { timeout: 2000 }).toBe(1);
    expect(JSON.parse(deliveries[0]?.raw ?? '')).toEqual(
      cacheTagsWebhookBody([recordCacheTag('store-nova'), collectionCacheTag('store')]),
    );
    expect(await storeNames()).not.toContain('Loja Nova');
  });

  it('retries a failing webhook with backoff and logs each failure', async () => {
    plannedStatuses = [500, 503];
    await writeFile(storeFile('store-retry'), storeJson('store-retry', 'Loja Retry'));
    await expect.poll(() => deliveries.length, { timeout: 3000 }).toBe(3);
    expect(new Set(deliveries.map((d) => d.raw)).size).toBe(1);
    expect(logs.filter((l) => l.startsWith('warn webhook:'))).toHaveLength(2);
    expect(logs.join('\n')).toContain('HTTP 500');
  });

  it('gives up after the last retry without disturbing the service', async () => {
    plannedStatuses = [500, 500, 500, 500];
    await writeFile(storeFile('store-retry'), storeJson('store-retry', 'Loja Retry 2'));
    await expect.poll(() => logs.some((l) => l.includes('giving up')), { timeout: 3000 }).toBe(true);
    expect(deliveries).toHaveLength(3);
    expect(await storeNames()).toContain('Loja Retry 2');
  });
});

describe('invalid content files', () => {
  it('reports path, field and reason, and keeps serving the last valid version', async () => {
    const before = await storeNames();
    expect(before).toContain('Casa Aroeira');
    await writeFile(
      storeFile('store-casa-aroeira'),
      JSON.stringify({ id: 'store-casa-aroeira', published: { fields: { name: '', slug: 'casa-aroeira' } } }),
    );
    await expect
      .poll(() => logs.find((l) => l.includes('content problem')), { timeout: 2000 })
      .toBe(
        'warn content problem (the last valid version is served): store/store-casa-aroeira.json › name: is required',
      );
    expect(await storeNames()).toEqual(before);

    await writeFile(storeFile('store-casa-aroeira'), '{ not json');
    await expect.poll(() => logs.filter((l) => l.includes('content problem')).length, { timeout: 2000 }).toBe(2);
    expect(await storeNames()).toEqual(before);
    expect(deliveries).toHaveLength(0);
  });
});

describe('webhook authentication', () => {
  it('sends the secret as HTTP basic auth when configured so (user "datocms")', () => {
    expect(webhookAuthHeaders('s3cret', 'basic')).toEqual({
      Authorization: `Basic ${Buffer.from('datocms:s3cret').toString('base64')}`,
    });
    expect(webhookAuthHeaders('s3cret')).toEqual({ 'X-Webhook-Secret': 's3cret' });
  });
});
