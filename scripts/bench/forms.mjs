// `npm run bench:forms`: how fast the forms store submissions, printed, never asserted.
//
//   npm run bench:forms -- [--url http://localhost:3000] [--no-http]
//
// In this process: 200 concurrent saves into a fresh SQLite store (node:sqlite, WAL, synchronous FULL), and
// into PostgreSQL when TEST_DATABASE_URL names a server (a throw-away schema).
// Over HTTP, against the built site (started here with a throw-away DATA_DIR unless --url names one):
// 200 concurrent newsletter sign-ups to /api/forms/newsletter, each from its own client address, beside
// 200 concurrent requests to a trivial route of the same server (/api/build-id) in the same run, since
// only ratios of one run mean anything on a shared machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgresStore } from '../../src/features/forms/server/postgres-store.ts';
import { openSqliteStore } from '../../src/features/forms/server/sqlite-store.ts';
import { percentile } from './lib/figures.mjs';
import { openSite } from './lib/site-server.mjs';
import { ms, printTable } from './lib/table.mjs';

const { values } = parseArgs({ options: { url: { type: 'string' }, 'no-http': { type: 'boolean', default: false } } });
const N = 200;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-forms-'));
const sorted = (list) => [...list].sort((a, b) => a - b);

/** Runs `n` calls at once; returns each one's latency and the wall time. */
async function burst(n, call) {
  const start = performance.now();
  const latencies = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const t = performance.now();
      await call(i);
      return performance.now() - t;
    }),
  );
  return { latencies: sorted(latencies), wall: performance.now() - start };
}

const row = (name, { latencies, wall }) => [
  name,
  `${((N / wall) * 1000).toFixed(0)}/s`,
  ms(percentile(latencies, 50)),
  ms(percentile(latencies, 95)),
];

try {
  const consent = { policyVersion: 'bench', at: new Date().toISOString() };
  const engines = [['SQLite', async () => openSqliteStore(path.join(dataDir, 'in-process.sqlite')), async () => {}]];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `bench_${Date.now()}`;
    const admin = async (sql) => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    engines.push([
      'PostgreSQL',
      async () => (await admin(`CREATE SCHEMA ${schema}`), openPostgresStore(pgUrl, { schema })),
      () => admin(`DROP SCHEMA ${schema} CASCADE`),
    ]);
  }
  const rows = [];
  for (const [name, open, cleanUp] of engines) {
    const store = await open();
    await store.save({
      form: 'newsletter',
      idempotencyKey: 'warm-up',
      locale: 'pt',
      fields: {},
      consent,
      resumeKey: null,
    });
    const saves = await burst(N, (i) =>
      store.save({
        form: 'newsletter',
        idempotencyKey: `bench-${i}`,
        locale: 'pt',
        fields: { name: 'Bench', email: `b${i}@example.com` },
        consent,
        resumeKey: null,
      }),
    );
    const stored = (await store.list()).length - 1;
    await store.close();
    await cleanUp();
    rows.push([...row(`${name} store.save`, saves), String(stored)]);
  }
  console.log(`\n${N} concurrent saves in this process\n`);
  printTable(['', 'throughput', 'p50', 'p95', 'stored'], rows);

  if (!values['no-http']) {
    process.env.DATA_DIR = path.join(dataDir, 'site');
    const site = await openSite({ url: values.url });
    try {
      const post = (i) =>
        fetch(`${site.origin}/api/forms/newsletter?locale=pt`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.7`,
          },
          body: new URLSearchParams({
            name: 'Bench',
            email: `http${i}@example.com`,
            consent: 'on',
            idempotencyKey: `bench-http-${Date.now()}-${i}`,
          }),
        }).then(async (r) => {
          await r.arrayBuffer();
          if (r.status !== 201) throw new Error(`sign-up ${i}: ${r.status}`);
        });
      const trivial = () => fetch(`${site.origin}/api/build-id`).then((r) => r.arrayBuffer());
      await burst(20, trivial); // warm the routes
      await burst(5, (i) => post(100_000 + i));
      const forms = await burst(N, post);
      const baseline = await burst(N, trivial);
      console.log(`\n${N} concurrent requests over HTTP (${site.origin})\n`);
      printTable(
        ['route', 'throughput', 'p50', 'p95'],
        [row('POST /api/forms/newsletter', forms), row('GET /api/build-id (trivial)', baseline)],
      );
      console.log(
        `\np95 ratio, sign-up / trivial route: ${(percentile(forms.latencies, 95) / percentile(baseline.latencies, 95)).toFixed(2)}×`,
      );
    } finally {
      await site.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
