// `npm run bench:load`: throughput and latency of the built site under load.
//
//   npm run bench:load -- [--url http://127.0.0.1:3000] [--duration 10] [--connections 10] [--timeout 10] [--path /lojas ...]
//
// Without --url it starts the production build (NEXT_DIST_DIR, default .next) with the content
// service on PORT / CMS_PORT and stops both afterwards. Each route gets one warm-up request, then
// autocannon keeps --connections requests in flight for --duration seconds. Latency percentiles are
// computed from every page answered (autocannon's own summary has no p95); the 503s of an overloaded
// server (ADR 0050) are counted apart, with how fast they came, and a request with no answer within
// --timeout seconds (what a visitor or a load balancer waits) is a timeout. A figure, not a test:
// on a shared 2-core machine the load generator competes with the server for CPU.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openSite } from './lib/site-server.mjs';
import { acceptLanguage, discoverScreens } from './lib/screens.mjs';
import { ms, printTable } from './lib/table.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    timeout: { type: 'string', default: '10' },
    path: { type: 'string', multiple: true },
  },
});

function boundedInt(name, raw, max) {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} must be an integer from 1 to ${max}, got "${raw}"`);
    process.exit(2);
  }
  return value;
}
const duration = boundedInt('duration', values.duration, 120);
const connections = boundedInt('connections', values.connections, 2000);
const timeoutSeconds = boundedInt('timeout', values.timeout, 60);

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function run(url) {
  return new Promise((resolve, reject) => {
    const times = [];
    const busyTimes = [];
    const instance = autocannon(
      { url, connections, duration, timeout: timeoutSeconds, headers: { 'accept-language': acceptLanguage('pt') } },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ result, times: times.sort((a, b) => a - b), busyTimes: busyTimes.sort((a, b) => a - b) }),
    );
    instance.on('response', (_client, status, _bytes, responseTime) =>
      (status === 503 ? busyTimes : times).push(responseTime),
    );
  });
}

let site;
try {
  site = await openSite({ url: values.url });
  const routes = values.path?.length
    ? values.path.map((path) => ({ name: path, path }))
    : (await discoverScreens(site.origin, { locales: ['pt'] })).filter((screen) =>
        ['home', 'stores', 'store detail'].includes(screen.name),
      );

  console.log(
    `Load: ${connections} connections, ${duration} s per route, ${timeoutSeconds} s timeout, against ${site.origin}\n`,
  );
  const rows = [];
  for (const route of routes) {
    const url = `${site.origin}${route.path}`;
    const warmUp = await fetch(url, { headers: { 'accept-language': acceptLanguage('pt') }, redirect: 'manual' });
    await warmUp.arrayBuffer();
    if (warmUp.status !== 200) console.warn(`[bench] ${route.path} answers ${warmUp.status} before the load`);
    const { result, times, busyTimes } = await run(url);
    rows.push([
      route.name,
      route.path,
      (times.length / duration).toFixed(1),
      ms(percentile(times, 50)),
      ms(percentile(times, 95)),
      ms(percentile(times, 99)),
      String(times.length),
      busyTimes.length ? `${busyTimes.length} (p50 ${ms(percentile(busyTimes, 50))})` : '0',
      String(result.timeouts),
      String(result.errors - result.timeouts + result.non2xx - busyTimes.length),
    ]);
  }
  printTable(['screen', 'path', 'pages/s', 'p50', 'p95', 'p99', 'pages', '503 busy', 'timeouts', 'other errors'], rows);
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await site?.stop();
}
