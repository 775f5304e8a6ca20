import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentEngine, type ContentEngine, type ExecuteRequest } from '../engine/index.ts';
import { cacheTagsHeader, collectionCacheTag, recordCacheTag, tagsInvalidatedBy } from './cache-tags.ts';

/**
 * DatoCMS's cache tags as the service emulates them: which tags an answer
 * carries (X-Cache-Tags) and which a change invalidates (the webhook), so that
 * a change reaches exactly the cached answers it can alter.
 */
const fixtures = fileURLToPath(new URL('../engine/__fixtures__', import.meta.url));
let dir: string;
let engine: ContentEngine;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cache-tags-'));
  await cp(fixtures, dir, { recursive: true });
  engine = await createContentEngine({
    contentDir: join(dir, 'content'),
    uploadsDir: join(dir, 'uploads'),
    assetBaseUrl: 'http://assets.invalid',
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function tagsOf(query: string): Promise<string[]> {
  const request: ExecuteRequest = { query, includeDrafts: false, excludeInvalid: false };
  const { result, dependencies } = await engine.executeWithDependencies(request);
  expect(result.errors).toBeUndefined();
  return cacheTagsHeader(dependencies).split(' ');
}

/** Edits a content file and reloads, as a save in the CMS does; returns the tags the webhook would name. */
async function edit(
  model: string,
  id: string,
  change: (record: { published: { fields: Record<string, unknown> } | null; draft?: unknown }) => void,
): Promise<string[]> {
  const file = join(dir, 'content', model, `${id}.json`);
  const record = JSON.parse(await readFile(file, 'utf8'));
  change(record);
  await writeFile(file, JSON.stringify(record));
  return tagsInvalidatedBy((await engine.reload()).changes);
}

describe('X-Cache-Tags', () => {
  it('are opaque: short, no spaces or commas, nothing of the record id in them', async () => {
    const tags = await tagsOf('{ allStores { name } }');
    for (const tag of tags) {
      expect(tag).toMatch(/^[\x21-\x7e]{1,256}$/);
      expect(tag).not.toContain(',');
      expect(tag).not.toMatch(/store|aroeira/);
    }
  });

  it('of a single record: the record and the collection it was looked up in', async () => {
    const tags = await tagsOf('{ store(filter: { slug: { eq: "casa-aroeira" } }) { name } }');
    expect(tags).toContain(recordCacheTag('store-aroeira'));
    expect(tags).toContain(collectionCacheTag('store'));
    expect(tags).not.toContain(recordCacheTag('store-bossa'));
  });

  it('of a collection: the collection and every record listed', async () => {
    const tags = await tagsOf('{ allStores { name } }');
    expect(tags).toContain(collectionCacheTag('store'));
    for (const id of ['store-aroeira', 'store-bossa', 'store-cedro']) expect(tags).toContain(recordCacheTag(id));
  });

  it('of a linked record: the linked record too', async () => {
    const tags = await tagsOf('{ store(filter: { slug: { eq: "casa-aroeira" } }) { category { name } } }');
    expect(tags).toContain(recordCacheTag('cat-casa'));
  });
});

describe('the tags a change invalidates', () => {
  it('an edit: exactly the record and its collection, and the linked answers carry the record', async () => {
    const linked = await tagsOf('{ store(filter: { slug: { eq: "casa-aroeira" } }) { category { name } } }');
    const invalidated = await edit('store_category', 'cat-casa', (r) => {
      r.published!.fields.name = { pt: 'Casa & Decoração', en: 'Home & Decor' };
    });
    expect(invalidated.sort()).toEqual([recordCacheTag('cat-casa'), collectionCacheTag('store_category')].sort());
    expect(linked.some((tag) => invalidated.includes(tag))).toBe(true);
  });

  it('a new record: the collection a list carried', async () => {
    const list = await tagsOf('{ allStores { name } }');
    const source = JSON.parse(await readFile(join(dir, 'content/store/store-cedro.json'), 'utf8'));
    await writeFile(
      join(dir, 'content/store/store-nova.json'),
      JSON.stringify({
        ...source,
        id: 'store-nova',
        published: { ...source.published, fields: { ...source.published.fields, slug: 'nova' } },
      }),
    );
    const invalidated = tagsInvalidatedBy((await engine.reload()).changes);
    expect(invalidated.sort()).toEqual([recordCacheTag('store-nova'), collectionCacheTag('store')].sort());
    expect(list).toContain(collectionCacheTag('store'));
  });

  it('a deleted record: its tag and its collection', async () => {
    await rm(join(dir, 'content/store/store-nova.json'));
    const invalidated = tagsInvalidatedBy((await engine.reload()).changes);
    expect(invalidated.sort()).toEqual([recordCacheTag('store-nova'), collectionCacheTag('store')].sort());
  });

  it('a draft-only edit: nothing (no published answer changed)', async () => {
    const invalidated = await edit('store', 'store-bossa', (r) => {
      r.draft = {
        updatedAt: '2026-01-01T10:00:00-03:00',
        fields: { ...r.published!.fields, name: 'Bossa (rascunho)' },
      };
    });
    expect(invalidated).toEqual([]);
  });
});
