/**
 * `npm run bench:cms`: latency and throughput of a representative screen query (the stores list,
 * 20 records with category, floor and a responsive logo) against the content service.
 *
 *   npm run bench:cms -- [--requests=2000] [--concurrency=10] [--content=cms/content]
 *
 * The service runs in a child process (so the load generator does not share its event loop),
 * bound to 127.0.0.1 on a free port, with the webhook off. The run is bounded by the request count
 * and by a 60 s cap, and the service is stopped afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createHistogram } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type AutocannonResult } from 'autocannon';
import { STORES_LIST_QUERY, STORES_LIST_VARIABLES } from './stores-list-query.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const TOKEN = 'bench-published-token';
const MAX_SECONDS = 60;

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '10' },
    content: { type: 'string', default: 'cms/content' },
    uploads: { type: 'string' },
  },
});

function positiveInt(name: string, raw: string, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`--${name} must be an integer from 1 to ${max}, got "${raw}"`);
  return value;
}

const requests = positiveInt('requests', values.requests, 100_000);
const concurrency = positiveInt('concurrency', values.concurrency, 256);
let contentDir = path.resolve(projectRoot, values.content);
let uploadsDir = path.resolve(projectRoot, values.uploads ?? path.join(path.dirname(values.content), 'uploads'));
if (!existsSync(contentDir)) {
  // before the demo content exists, the engine's fixtures still give a meaningful (smaller) run
  console.warn(`[bench] ${contentDir} does not exist; using the engine's fixture content`);
  contentDir = path.join(projectRoot, 'cms/engine/__fixtures__/content');
  uploadsDir = path.join(projectRoot, 'cms/engine/__fixtures__/uploads');
}

function startService(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(projectRoot, 'cms/server.ts')], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      CMS_PORT: '0',
      CMS_HOST: '127.0.0.1',
      CMS_CONTENT_DIR: contentDir,
      CMS_UPLOADS_DIR: uploadsDir,
      CMS_WEBHOOK_URL: '',
      DATOCMS_PUBLISHED_TOKEN: TOKEN,
      DATOCMS_DRAFT_TOKEN: `${TOKEN}-draft`,
    },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('the content service did not start within 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /content service on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ child, url: match[1] });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the content service exited with ${code} before it was ready`));
    });
  });
}

async function main(): Promise<void> {
  const { child, url } = await startService();
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    const body = JSON.stringify({ query: STORES_LIST_QUERY, variables: STORES_LIST_VARIABLES });
    const headers = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

    // one checked request, which also warms the engine's document cache
    const check = await fetch(url, { method: 'POST', headers, body });
    const checked = (await check.json()) as {
      data?: { allStores: unknown[]; _allStoresMeta: { count: number } };
      errors?: unknown;
    };
    if (check.status !== 200 || checked.errors || !checked.data)
      throw new Error(`the bench query failed: ${JSON.stringify(checked).slice(0, 500)}`);
    const records = checked.data.allStores.length;
    console.log(
      `[bench] ${url} · ${records} stores per answer (${checked.data._allStoresMeta.count} match) · ${requests} requests · concurrency ${concurrency}`,
    );

    const histogram = createHistogram();
    const started = performance.now();
    const result = await new Promise<AutocannonResult>((resolve, reject) => {
      const instance = autocannon(
        { url, method: 'POST', headers, body, connections: concurrency, amount: requests, timeout: 10 },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) =>
        histogram.record(Math.max(1, Math.round(responseTime * 1000))),
      );
      setTimeout(() => instance.stop(), MAX_SECONDS * 1000).unref();
    });

    // autocannon rounds its own duration to whole seconds; short runs need the real elapsed time
    const elapsedSeconds = (performance.now() - started) / 1000;
    const ms = (percentile: number) => (histogram.percentile(percentile) / 1000).toFixed(1);
    const completed = histogram.count;
    console.log(
      `[bench] completed ${completed} in ${elapsedSeconds.toFixed(2)} s · non-2xx ${result.non2xx} · errors ${result.errors} · timeouts ${result.timeouts}`,
    );
    console.log(
      `[bench] latency  p50 ${ms(50)} ms · p95 ${ms(95)} ms · p99 ${ms(99)} ms · max ${(histogram.max / 1000).toFixed(1)} ms`,
    );
    console.log(`[bench] throughput ${(completed / elapsedSeconds).toFixed(0)} requests/s`);
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${(error as Error).message}`);
  process.exit(1);
});
