import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentEngine, type ContentEngine } from '../engine/index.ts';
import { cacheTagsHeader, collectionCacheTag, recordCacheTag, tagsInvalidatedBy } from './cache-tags.ts';

/**
 * Offers on the demo content: in the schema, tagged like every record, and
 * gone from a store's list when the store is deleted (DatoCMS drops the link:
 * `on_reference_delete_strategy: delete_references`, scripts/datocms/model-to-cma.ts).
 */
const content = fileURLToPath(new URL('../content', import.meta.url));
let dir: string;
let engine: ContentEngine;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'offers-'));
  await cp(content, join(dir, 'content'), { recursive: true });
  engine = await createContentEngine({
    contentDir: join(dir, 'content'),
    uploadsDir: fileURLToPath(new URL('../uploads', import.meta.url)),
    assetBaseUrl: 'http://assets.invalid',
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const OFFER = `{ offer(filter: { slug: { eq: "queima-de-inverno-alma-boho" } }) {
  title startsAt endsAt couponCode
  places { ... on StoreRecord { id slug } ... on RestaurantRecord { id slug } }
  categories { ... on StoreCategoryRecord { slug } ... on CuisineRecord { slug } }
} }`;

async function run(query: string) {
  const { result, dependencies } = await engine.executeWithDependencies({
    query,
    variables: {},
    includeDrafts: false,
    excludeInvalid: false,
  });
  expect(result.errors).toBeUndefined();
  return { data: result.data as Record<string, unknown>, tags: cacheTagsHeader(dependencies).split(' ') };
}

describe('offers in the content service', () => {
  it('are in the schema with their validity, stores and categories, in both locales', async () => {
    const { data } = await run(OFFER);
    expect(data.offer).toMatchObject({
      title: 'Queima de inverno: até 50% off',
      endsAt: '2026-11-19T22:00:00-03:00',
      places: [{ id: 'store-alma-boho', slug: 'alma-boho' }],
      categories: [{ slug: 'moda-feminina' }],
    });
    const en = await run(`{ offer(locale: en, filter: { slug: { eq: "queima-de-inverno-alma-boho" } }) { title } }`);
    expect(en.data.offer).toEqual({ title: 'Winter clearance: up to 50% off' });
    const { data: all } = await run('{ _allOffersMeta { count } }');
    expect(all._allOffersMeta).toEqual({ count: 25 });
  });

  it('carry cache tags: the offer, its collection and the stores it links', async () => {
    const { tags } = await run(OFFER);
    expect(tags).toContain(collectionCacheTag('offer'));
    expect(tags).toContain(recordCacheTag('offer-queima-de-inverno-alma-boho'));
    expect(tags).toContain(recordCacheTag('store-alma-boho'));
  });

  it('an offer whose store is deleted no longer lists, and the change reaches the cached answers that had it', async () => {
    await rm(join(dir, 'content', 'store', 'store-alma-boho.json'));
    const invalidated = tagsInvalidatedBy((await engine.reload()).changes);
    expect(invalidated).toContain(recordCacheTag('store-alma-boho'));
    const { data } = await run(OFFER);
    const offer = data.offer as { places: unknown[] } | null;
    // DatoCMS keeps the offer with the link removed; the service leaves the record out: listed by neither
    expect(offer === null || offer.places.length === 0).toBe(true);
    const { data: list } = await run('{ allOffers(first: 500) { slug } }');
    const slugs = (list.allOffers as { slug: string }[]).map((o) => o.slug);
    expect(slugs).not.toContain('queima-de-inverno-alma-boho');
    expect(slugs).toContain('mesa-posta-natal');
  });
});
