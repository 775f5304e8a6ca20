// `npm run bench:search`: the site search's figures, printed, never asserted (ADR 0031).
//
//   npm run bench:search -- [--url http://localhost:3000] [--no-http]
//
// In this process, on the demo content: the time to build each locale's index, its size as it
// would ship (raw and gzip), and the p50/p95 of a search over 200 fixed queries in both languages.
// Over HTTP, against the built site (started on PORT/CMS_PORT unless --url names one): p50/p95 of
// `/api/search` over the same queries, beside a trivial route of the same server (/api/build-id)
// measured in the same run, since only ratios of one run mean anything on a shared machine.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createJiti } from 'jiti';
import { projectRoot } from './lib/build-dir.mjs';
import { median, percentile } from './lib/figures.mjs';
import { openSite } from './lib/site-server.mjs';
import { kB, ms, printTable } from './lib/table.mjs';
import { SEARCH_QUERIES } from './search-queries.mjs';

const { values } = parseArgs({ options: { url: { type: 'string' }, 'no-http': { type: 'boolean', default: false } } });

const jiti = createJiti(import.meta.url, {
  alias: { '@/': `${projectRoot}/src/`, '@generated/': `${projectRoot}/generated/` },
});
const { searchContentFrom } = await jiti.import(`${projectRoot}/src/features/search/model/demo-search.ts`);
const { SiteSearch } = await jiti.import(`${projectRoot}/src/features/search/model/site-search.ts`);
const { normalizeQuery } = await jiti.import(`${projectRoot}/src/features/search/model/query-check.ts`);
const { createContentEngine } = await jiti.import(`${projectRoot}/cms/engine/index.ts`);
const { SearchContentDocument } = await jiti.import(`${projectRoot}/generated/graphql.ts`);
const { print } = await import('graphql');

// cms/content as it is now (not the tests' fixture, which may lag an unsaved edit), queried in-process
const engine = await createContentEngine({
  contentDir: `${projectRoot}/cms/content`,
  uploadsDir: `${projectRoot}/cms/uploads`,
  assetBaseUrl: 'http://localhost:4010/assets',
});
const load = async (locale) => {
  const result = await engine.execute({
    query: print(SearchContentDocument),
    variables: { locale },
    includeDrafts: false,
    excludeInvalid: false,
  });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return searchContentFrom(result.data, locale);
};

const sorted = (list) => [...list].sort((a, b) => a - b);
const indexes = {};
const rows = [];
for (const locale of ['pt', 'en']) {
  const { documents, synonyms } = await load(locale);
  const builds = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    indexes[locale] = new SiteSearch(documents, synonyms);
    builds.push(performance.now() - start);
  }
  const json = indexes[locale].serialized();
  rows.push([locale, documents.length, ms(median(builds)), kB(Buffer.byteLength(json)), kB(gzipSync(json).length)]);
}
console.log('\nSearch index (demo content, in this process; build time median of 7)\n');
printTable(['locale', 'documents', 'build', 'raw', 'gzip'], rows);

const timings = [];
for (let pass = 0; pass < 2; pass++) {
  for (const { locale, q } of SEARCH_QUERIES) {
    const start = performance.now();
    indexes[locale].search(q);
    if (pass === 1) timings.push(performance.now() - start);
  }
}
const inProcess = sorted(timings);
console.log(`\nSearch in this process, ${SEARCH_QUERIES.length} queries (second pass)\n`);
printTable(
  ['p50', 'p95', 'max'],
  [[ms(percentile(inProcess, 50)), ms(percentile(inProcess, 95)), ms(inProcess.at(-1))]],
);

if (!values['no-http']) {
  const site = await openSite({ url: values.url });
  try {
    const time = async (path, client) => {
      const start = performance.now();
      const response = await fetch(`${site.origin}${path}`, { headers: { 'x-forwarded-for': client } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return performance.now() - start;
    };
    const endpoint = [];
    const baseline = [];
    for (let pass = 0; pass < 2; pass++) {
      for (const [i, { locale, q }] of SEARCH_QUERIES.entries()) {
        // one client a query: the rate limit is per client, and this is not one visitor typing
        const client = `198.51.100.${i % 250}`;
        const took = await time(`/api/search?${new URLSearchParams({ locale, q: normalizeQuery(q) })}`, client);
        const base = await time('/api/build-id', client);
        if (pass === 1) {
          endpoint.push(took);
          baseline.push(base);
        }
      }
    }
    const e = sorted(endpoint);
    const b = sorted(baseline);
    console.log(`\nOver HTTP (${site.origin}), ${SEARCH_QUERIES.length} queries, second pass\n`);
    printTable(
      ['route', 'p50', 'p95', 'p95 / trivial route'],
      [
        [
          '/api/search',
          ms(percentile(e, 50)),
          ms(percentile(e, 95)),
          `${(percentile(e, 95) / percentile(b, 95)).toFixed(2)}×`,
        ],
        ['/api/build-id (trivial)', ms(percentile(b, 50)), ms(percentile(b, 95)), '1.00×'],
      ],
    );
  } finally {
    await site.stop();
  }
}
console.log(
  '\nTargets (never asserted): p95 under 5 ms on the server; an index under 100 kB gzip if shipped to the browser.',
);
