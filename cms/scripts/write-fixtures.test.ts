import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixtures, staleFixtures, type Fixtures } from './write-fixtures.ts';

describe('the fixtures generated from the demo content', () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    fixtures = await buildFixtures();
  });

  it('are committed as `npm run cms:fixtures` writes them now', async () => {
    expect(await staleFixtures(fixtures), 'run `npm run cms:fixtures` and commit the result').toEqual([]);
  });

  it('are written from the published demo content, with something in every list the tests count', async () => {
    const sitemap = JSON.parse(fixtures.get('src/lib/seo/sitemap.fixture.json')!) as Record<string, unknown[]>;
    for (const list of ['allStores', 'allRestaurants', 'allMovies', 'allArticles', 'allPages'])
      expect(sitemap[list]?.length, list).toBeGreaterThan(0);
    const search = JSON.parse(fixtures.get('src/features/search/model/search-content.fixture.json')!) as Record<
      string,
      { allStores: unknown[] }
    >;
    expect(Object.keys(search)).toEqual(['pt', 'en']);
    const floors = JSON.parse(fixtures.get('stories/map/floors.fixture.json')!) as { code: string }[];
    expect(floors.map((f) => f.code)).toEqual(['G2', 'G1', 'L1', 'L2', 'L3']);
  });
});
