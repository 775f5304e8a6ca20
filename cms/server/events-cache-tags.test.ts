import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDetailsSchema } from '../../src/lib/content/index.ts';
import { createContentEngine, type ContentEngine } from '../engine/index.ts';
import { cacheTagsHeader, collectionCacheTag, recordCacheTag, tagsInvalidatedBy } from './cache-tags.ts';

/**
 * Events in the content service: an article's `event` (JSON, EventDetails) and `event_place` (a link to a
 * store, restaurant or service) are in the schema, filterable (`event: { exists: true }`, the agenda's
 * query), and the agenda's answer carries the tags of every event and of every place it names, so a
 * change to either reaches the cached agenda.
 */
const demoContent = fileURLToPath(new URL('../content', import.meta.url));
const uploads = fileURLToPath(new URL('../uploads', import.meta.url));
let dir: string;
let engine: ContentEngine;

const AGENDA = `{
  allArticles(first: 500, filter: { event: { exists: true } }) {
    id
    event
    eventPlace { __typename ... on RestaurantRecord { id name } ... on StoreRecord { id name } ... on ServiceRecord { id name } }
  }
}`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'events-tags-'));
  await cp(demoContent, join(dir, 'content'), { recursive: true });
  engine = await createContentEngine({
    contentDir: join(dir, 'content'),
    uploadsDir: uploads,
    assetBaseUrl: 'http://assets.invalid',
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function agenda() {
  const { result, dependencies } = await engine.executeWithDependencies({
    query: AGENDA,
    includeDrafts: false,
    excludeInvalid: false,
  });
  expect(result.errors).toBeUndefined();
  const articles = (result.data as { allArticles: { id: string; event: unknown; eventPlace: { id: string } | null }[] })
    .allArticles;
  return { articles, tags: cacheTagsHeader(dependencies).split(' ') };
}

describe('events in the content service', () => {
  it('lists only the articles that are events, each event valid, with its place', async () => {
    const { articles } = await agenda();
    expect(articles.map((a) => a.id).sort()).toEqual(
      ['barro', 'corrida', 'criancas', 'natal', 'pet', 'piano', 'sabores', 'samba'].map((k) => `article-${k}`),
    );
    for (const a of articles) expect(eventDetailsSchema.safeParse(a.event).success).toBe(true);
    expect(articles.find((a) => a.id === 'article-samba')?.eventPlace?.id).toBe('restaurant-boteco-pe-de-ipe');
  });

  it('tags the answer with the articles, their collection and the places they name', async () => {
    const { tags } = await agenda();
    expect(tags).toContain(collectionCacheTag('article'));
    expect(tags).toContain(recordCacheTag('article-samba'));
    expect(tags).toContain(recordCacheTag('restaurant-boteco-pe-de-ipe'));
    expect(tags).toContain(recordCacheTag('service-espaco-pet'));
  });

  it('a change to an event, or to the place it names, invalidates the agenda’s answer', async () => {
    const { tags } = await agenda();
    const file = (model: string, id: string) => join(dir, 'content', model, `${id}.json`);
    const edit = async (model: string, id: string, change: (fields: Record<string, unknown>) => void) => {
      const record = JSON.parse(await readFile(file(model, id), 'utf8'));
      change(record.published.fields);
      await writeFile(file(model, id), JSON.stringify(record));
      return tagsInvalidatedBy((await engine.reload()).changes);
    };
    const byEvent = await edit('article', 'article-samba', (f) => {
      (f.event as { priceBrl: number }).priceBrl = 30;
    });
    expect(byEvent.some((t) => tags.includes(t))).toBe(true);
    const byPlace = await edit('restaurant', 'restaurant-boteco-pe-de-ipe', (f) => {
      f.name = 'Boteco Pé de Ipê e Samba';
    });
    expect(byPlace.some((t) => tags.includes(t))).toBe(true);
  });
});
