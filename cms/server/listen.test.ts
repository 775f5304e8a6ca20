import { readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { subscribeToQuery, type ChannelErrorData, type ConnectionStatus } from 'datocms-listen';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SseReader } from './__fixtures__/sse-reader.ts';
import { makeTempContent, type TempContent } from './__fixtures__/temp-content.ts';
import { startTestService, PUBLISHED, DRAFT } from './__fixtures__/test-service.ts';
import type { ContentService } from './index.ts';

const LIST = '{ allStores { id name } }';

let content: TempContent;
let service: ContentService;

beforeAll(async () => {
  content = await makeTempContent();
  service = await startTestService(content, { debounceMs: 50, channelTtlMs: 600, keepAliveMs: 250, watch: true });
});

afterAll(async () => {
  await service?.close();
  await content?.remove();
});

async function register(
  body: unknown,
  headers: Record<string, string> = { Authorization: `Bearer ${PUBLISHED}` },
  path = '/listen',
): Promise<Response> {
  return fetch(`${service.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function channelUrl(query: string, headers?: Record<string, string>, path?: string): Promise<string> {
  const response = await register({ query }, headers, path);
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

async function writeStoreName(id: string, name: string): Promise<void> {
  const file = path.join(content.contentDir, 'store', `${id}.json`);
  const record = JSON.parse(await readFile(file, 'utf8')) as { published: { fields: { name: string } } };
  record.published.fields.name = name;
  await writeFile(file, JSON.stringify(record, null, 2));
}

describe('listen registration', () => {
  it('answers {url} with Content-Type exactly application/json, built on the request Host', async () => {
    const response = await register({ query: LIST });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { url: string };
    expect(Object.keys(body)).toEqual(['url']);
    expect(body.url).toMatch(new RegExp(`^${service.url}/listen/channels/[0-9a-f-]{36}$`));

    // fetch may not override Host, so this one goes through node:http
    const viaOtherHost = await new Promise<string>((resolve, reject) => {
      const req = request(
        `${service.url}/listen`,
        { method: 'POST', headers: { Authorization: PUBLISHED, Host: 'cms.example.test:4010' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ query: LIST }));
    });
    expect((JSON.parse(viaOtherHost) as { url: string }).url).toMatch(
      /^http:\/\/cms\.example\.test:4010\/listen\/channels\//,
    );
  });

  it('applies the CDA token and header rules', async () => {
    expect((await register({ query: LIST }, {})).status).toBe(401);
    expect((await register({ query: LIST }, { Authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await register({ query: LIST }, { Authorization: PUBLISHED }, '/listen/preview')).status).toBe(403);
    expect((await register({ query: LIST }, { Authorization: PUBLISHED }, '/listen/environments/sandbox')).status).toBe(
      404,
    );
    expect((await register({ query: LIST }, { Authorization: DRAFT, 'X-Include-Drafts': 'false' })).status).toBe(400);
    expect(
      (await register({ query: LIST }, { Authorization: DRAFT }, '/listen/environments/main/preview')).status,
    ).toBe(200);
    const get = await fetch(`${service.url}/listen`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
  });
});

describe('listen channels', () => {
  it('streams text/event-stream with CORS and an update with the current result on connect', async () => {
    const response = await fetch(await channelUrl(LIST));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const stream = new SseReader(response);
    const first = await stream.nextEvent();
    expect(first?.event).toBe('update');
    expect(JSON.parse(first?.data ?? 'null')).toEqual({
      response: {
        data: {
          allStores: [
            { id: 'store-casa-aroeira', name: 'Casa Aroeira' },
            { id: 'store-ipe-amarelo', name: 'Ipê Amarelo' },
          ],
        },
      },
    });
    await stream.cancel();
  });

  it('serves drafts on a channel registered with the draft token on a preview path', async () => {
    const stream = new SseReader(await fetch(await channelUrl(LIST, { Authorization: DRAFT }, '/listen/preview')));
    const first = await stream.nextEvent();
    expect(first?.data).toContain('Ipê Amarelo Moda');
    await stream.cancel();
  });

  it('sends keep-alive comment lines', async () => {
    const stream = new SseReader(await fetch(await channelUrl(LIST)));
    await stream.nextEvent();
    const next = await stream.next(1000);
    expect(next?.comment).toBe('keep-alive');
    await stream.cancel();
  });

  it('pushes an update within a second of a file change, and nothing for a change that leaves the result alone', async () => {
    const unrelated = new SseReader(
      await fetch(await channelUrl('{ store(filter: { slug: "ipe-amarelo" }) { name } }')),
    );
    const stream = new SseReader(await fetch(await channelUrl(LIST)));
    await stream.nextEvent();
    await unrelated.nextEvent();

    const started = Date.now();
    await writeStoreName('store-casa-aroeira', 'Casa Aroeira Nova');
    const update = await stream.nextEvent(1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(update?.event).toBe('update');
    expect(update?.data).toContain('Casa Aroeira Nova');
    expect(await unrelated.nextEvent(400)).toBeNull();
    await stream.cancel();
    await unrelated.cancel();
    await writeStoreName('store-casa-aroeira', 'Casa Aroeira');
    await service.idle();
  });

  it('ends a channel whose query fails validation with a fatal channelError', async () => {
    const stream = new SseReader(await fetch(await channelUrl('{ allStores { nope } }')));
    const message = await stream.nextEvent();
    expect(message?.event).toBe('channelError');
    const payload = JSON.parse(message?.data ?? 'null') as {
      code: string;
      message: string;
      fatal: boolean;
      response: { errors: Array<{ message: string }> };
    };
    expect(payload.code).toBe('INVALID_QUERY');
    expect(payload.fatal).toBe(true);
    expect(payload.message).toEqual(expect.any(String));
    expect(payload.response.errors[0]?.message).toContain('nope');
    expect(await stream.next(500)).toBeNull();
  });

  it('sends a non-fatal channelError for a query that fails while running', async () => {
    const stream = new SseReader(await fetch(await channelUrl('{ failingField }')));
    const payload = JSON.parse((await stream.nextEvent())?.data ?? 'null') as { fatal: boolean };
    expect(payload.fatal).toBe(false);
  });

  it('answers 404 for an unknown channel and for one not connected before it expires', async () => {
    const unknown = await fetch(`${service.url}/listen/channels/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    const url = await channelUrl(LIST);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await fetch(url)).status).toBe(404);
  });

  it('keeps a channel reconnectable for a while after its stream closes, then forgets it', async () => {
    const url = await channelUrl(LIST);
    const stream = new SseReader(await fetch(url));
    await stream.nextEvent();
    await stream.cancel();
    const again = await fetch(url);
    expect(again.status).toBe(200);
    await again.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(service.channels.connectionCount).toBe(0);
    expect((await fetch(url)).status).toBe(404);
  });
});

describe('datocms-listen subscribeToQuery, unchanged', () => {
  it('connects, receives the initial result and a live update after a file change', async () => {
    const updates: unknown[] = [];
    const statuses: ConnectionStatus[] = [];
    const unsubscribe = await subscribeToQuery<{ allStores: Array<{ name: string }> }>({
      query: LIST,
      token: PUBLISHED,
      baseUrl: `${service.url}/listen`,
      fetcher: fetch,
      eventSourceClass: EventSource,
      onStatusChange: (status) => statuses.push(status),
      onUpdate: (update) => updates.push(update.response.data),
    });
    try {
      await expect.poll(() => updates.length, { timeout: 2000 }).toBe(1);
      expect(statuses).toEqual(['connecting', 'connected']);
      await writeStoreName('store-ipe-amarelo', 'Ipê Amarelo Atualizado');
      await expect
        .poll(() => JSON.stringify(updates.at(-1)), { timeout: 1000, interval: 20 })
        .toContain('Ipê Amarelo Atualizado');
    } finally {
      unsubscribe();
      await writeStoreName('store-ipe-amarelo', 'Ipê Amarelo');
      await service.idle();
    }
  });

  it('reports a fatal channelError and stops reconnecting for an invalid query', async () => {
    const errors: ChannelErrorData[] = [];
    const statuses: ConnectionStatus[] = [];
    await subscribeToQuery({
      query: '{ allStores { nope } }',
      token: PUBLISHED,
      baseUrl: `${service.url}/listen`,
      fetcher: fetch,
      eventSourceClass: EventSource,
      reconnectionPeriod: 50,
      onUpdate: () => undefined,
      onStatusChange: (status) => statuses.push(status),
      onChannelError: (error) => errors.push(error),
    });
    await expect.poll(() => errors.length, { timeout: 2000 }).toBe(1);
    expect(errors[0]).toMatchObject({ code: 'INVALID_QUERY', fatal: true });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(statuses.filter((s) => s === 'connecting')).toHaveLength(1);
  });

  it('rejects (fatal) when the token is invalid', async () => {
    await expect(
      subscribeToQuery({
        query: LIST,
        token: 'invalid',
        baseUrl: `${service.url}/listen`,
        fetcher: fetch,
        eventSourceClass: EventSource,
        onUpdate: () => undefined,
      }),
    ).rejects.toThrow(/Invalid status code: 401/);
  });
});
