/**
 * Writes the demo content of Shopping Jacarandá: cms/content/** and the
 * images under cms/uploads/**. Deterministic: seeded PRNG streams per area,
 * fixed timestamps, so the same run writes the same bytes.
 *
 *   npm run cms:demo-content                 records and every image
 *   npm run cms:demo-content -- --only-missing-images   skip images already on disk
 *
 * Edge cases are listed in demo-content/places.ts, articles.ts and settings.ts.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildArticles } from './demo-content/articles.ts';
import { buildFloorRecords } from './demo-content/floor-records.ts';
import { designFloors, UnitPool } from './demo-content/floors.ts';
import { planImages } from './demo-content/image-plan.ts';
import { buildMovies } from './demo-content/movies.ts';
import { buildOffers } from './demo-content/offers.ts';
import { buildPlaces } from './demo-content/places.ts';
import type { ContentRecord } from './demo-content/records.ts';
import { checkContent, unusedUnits } from './demo-content/self-check.ts';
import { renderFavicon } from './demo-content/favicon.ts';
import { buildSearchSynonyms } from './demo-content/search-synonyms.ts';
import { buildServices } from './demo-content/services.ts';
import { buildSiteSettings } from './demo-content/settings.ts';
import { buildDirectionsPage } from './demo-content/directions.ts';
import { buildGenericPages, buildInstitute, buildJobs, buildSingletonPages } from './demo-content/singletons.ts';
import { renderImages, writeRecords } from './demo-content/write-output.ts';

const CMS_DIR = fileURLToPath(new URL('..', import.meta.url));

export function buildDemoContent() {
  const floors = designFloors();
  const pool = new UnitPool(floors);
  const places = buildPlaces(pool);
  const services = buildServices(pool);
  const movies = buildMovies();
  const featured = {
    stores: places.stores.filter((s) => s.featured).map((s) => s.id),
    restaurants: places.restaurants.filter((r) => r.featured).map((r) => r.id),
  };
  const records: ContentRecord[] = [
    buildSiteSettings(),
    ...buildFloorRecords(floors),
    ...places.records,
    ...services,
    ...movies.records,
    ...buildArticles(),
    ...buildSingletonPages(featured),
    buildDirectionsPage(),
    ...buildInstitute(),
    ...buildJobs(),
    ...buildGenericPages(),
    ...buildSearchSynonyms(),
    ...buildOffers(places),
  ];
  const images = planImages([...places.stores, ...places.restaurants], movies.movies);
  return { floors, records, images };
}

async function main(): Promise<void> {
  const onlyMissing = process.argv.includes('--only-missing-images');
  const { floors, records, images } = buildDemoContent();
  const problems = checkContent(records, floors, new Set(images.keys()));
  if (problems.length) {
    console.error(`demo content: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const written = await writeRecords(join(CMS_DIR, 'content'), records);
  const rendered = await renderImages(join(CMS_DIR, 'uploads'), images, { onlyMissing });
  await renderFavicon(join(CMS_DIR, 'uploads'));
  const byModel = new Map<string, number>();
  for (const r of records) byModel.set(r.model, (byModel.get(r.model) ?? 0) + 1);
  console.log(
    `demo content: ${records.length} records (${written} changed), ${images.size} images (${rendered} rendered)`,
  );
  console.log([...byModel].map(([m, n]) => `${m} ${n}`).join(', '));
  const unused = unusedUnits(records, floors);
  if (unused.length) console.log(`units without a record: ${unused.join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
