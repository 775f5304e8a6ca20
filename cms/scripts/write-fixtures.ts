/**
 * Writes the JSON fixtures the site's tests and stories read instead of
 * importing this folder: the site (src/) never imports cms/, so the demo
 * content reaches it as files generated here.
 *
 *   npm run cms:fixtures               write them
 *   npm run cms:fixtures -- --check    write nothing, exit 1 when one is stale
 *
 * write-fixtures.test.ts fails when a committed fixture is not what this
 * writes now (after a change to the demo content, the floor plans or a query).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
// The answers of the site's own queries, as generated/ types them: a query edited
// in graphql/ without `npm run codegen` is caught by `codegen:check`, not here.
import { MapPageDocument, SearchContentDocument, SitemapDocument } from '../../generated/graphql.ts';
import { createContentEngine } from '../engine/index.ts';
import { designFloors } from './demo-content/floors.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** repository-relative path → the file's text */
export type Fixtures = Map<string, string>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** the floor plans the demo content is generated from, in the CMS's JSON shapes */
function floorsFixture(): string {
  return json(designFloors().map(({ code, level, name, plan }) => ({ code, level, name, plan })));
}

/** what the site's queries answer on the committed demo content (cms/content), published records only */
async function queryFixtures(): Promise<{ sitemap: string; search: string; hours: string; network: string }> {
  const engine = await createContentEngine({
    contentDir: join(ROOT, 'cms/content'),
    uploadsDir: join(ROOT, 'cms/uploads'),
    assetBaseUrl: 'http://localhost:4010/assets',
  });
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const result = await engine.execute({ query, variables, includeDrafts: false, excludeInvalid: false });
    if (result.errors?.length) throw new Error(`fixture query failed: ${JSON.stringify(result.errors)}`);
    return result.data;
  };
  const search = print(SearchContentDocument);
  // the hours the open-now badge reads (the map page's query carries every place's), by record id
  const map = (await run(print(MapPageDocument), { locale: 'pt', fallbackLocales: [] })) as {
    siteSettings: unknown;
    allStores: HoursRecord[];
    allRestaurants: HoursRecord[];
  };
  // the walkway network and the shops the routes lead to, as the map page's query answers them in each locale
  const mapIn = async (locale: 'pt' | 'en') =>
    (await run(print(MapPageDocument), { locale, fallbackLocales: locale === 'en' ? ['pt'] : [] })) as {
      allFloors: { id: string; level: number; name: string; walkways: unknown }[];
      allStores: { slug: string; name: string; unit: string | null; floor: { id: string } | null }[];
    };
  const networkIn = async (locale: 'pt' | 'en') => {
    const { allFloors, allStores } = await mapIn(locale);
    return {
      floors: allFloors.map(({ id, level, name, walkways }) => ({ id, level, name, walkways })),
      stores: allStores.map(({ slug, name, unit, floor }) => ({ slug, name, unit, floorId: floor?.id ?? null })),
    };
  };
  const hoursById = (records: HoursRecord[]) =>
    Object.fromEntries(
      records.map(({ id, hoursSource, openingHours, opensOnOptionalHolidays }) => [
        id,
        { hoursSource, openingHours, opensOnOptionalHolidays },
      ]),
    );
  return {
    hours: json({
      siteSettings: map.siteSettings,
      stores: hoursById(map.allStores),
      restaurants: hoursById(map.allRestaurants),
    }),
    network: json({ pt: await networkIn('pt'), en: await networkIn('en') }),
    sitemap: json(await run(print(SitemapDocument))),
    // the variables queryCms sends (src/lib/cms/cms-locales.ts): English falls back to Portuguese
    search: json({
      pt: await run(search, { locale: 'pt', fallbackLocales: [] }),
      en: await run(search, { locale: 'en', fallbackLocales: ['pt'] }),
    }),
  };
}

interface HoursRecord {
  id: string;
  hoursSource: unknown;
  openingHours: unknown;
  opensOnOptionalHolidays: unknown;
}

export async function buildFixtures(): Promise<Fixtures> {
  const { sitemap, search, hours, network } = await queryFixtures();
  return new Map([
    ['stories/map/floors.fixture.json', floorsFixture()],
    ['src/lib/seo/sitemap.fixture.json', sitemap],
    ['src/features/search/model/search-content.fixture.json', search],
    ['src/features/opening-hours/model/demo-hours.fixture.json', hours],
    ['src/features/wayfinding/model/demo-network.fixture.json', network],
  ]);
}

/** the fixtures whose committed file differs from what would be written */
export async function staleFixtures(fixtures: Fixtures): Promise<string[]> {
  const stale: string[] = [];
  for (const [path, text] of fixtures) {
    if ((await readFile(join(ROOT, path), 'utf8').catch(() => null)) !== text) stale.push(path);
  }
  return stale;
}

async function main(): Promise<void> {
  const fixtures = await buildFixtures();
  if (process.argv.includes('--check')) {
    const stale = await staleFixtures(fixtures);
    if (stale.length > 0) {
      console.error(`stale fixtures (${stale.join(', ')}): run \`npm run cms:fixtures\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${fixtures.size} fixtures are up to date.`);
    return;
  }
  for (const [path, text] of fixtures) {
    const target = join(ROOT, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
    console.log(`Wrote ${relative(process.cwd(), target)}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
