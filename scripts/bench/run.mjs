// `npm run bench`: the site and a bare Next.js page of the same version, measured in one run,
// printed as one report with our figures also as ratios to the bare page's (docs/benchmarks.md).
//
//   npm run bench -- [--no-build] [--runs 3] [--lighthouse all|none|<screen>…] [--duration 8] [--write]
//
// It builds the site (NEXT_DIST_DIR, default .next-bench) and the bare page (scripts/bench/bare-app),
// starts both on loopback ports (PORT 3200 / CMS_PORT 4200 / bare 3201 unless set) with the content
// service on a throw-away copy of cms/content, and measures: Lighthouse mobile (median of --runs)
// per screen in both locales, first-load JS and HTML bytes per page, throughput and latency at 10
// and 50 connections, and the time from a content-file change to fresh public HTML. Figures, never
// assertions: the machine is shared, so only the ratios of one run mean anything.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { projectRoot } from './lib/build-dir.mjs';
import { firstLoadScripts, median, percentile, ratio, verdict } from './lib/figures.mjs';
import { acceptLanguage, discoverScreens } from './lib/screens.mjs';
import { openSite } from './lib/site-server.mjs';
import { startVarnish } from './lib/varnish.mjs';
import { kB, ms } from './lib/table.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    lighthouse: { type: 'string', multiple: true },
    duration: { type: 'string', default: '8' },
    write: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Math.min(9, Number(values.runs) || 3));
const duration = Math.max(2, Math.min(60, Number(values.duration) || 8));
const lighthouseScreens = values.lighthouse ?? ['all'];

process.env.NEXT_DIST_DIR ||= '.next-bench';
process.env.PORT ||= '3200';
process.env.CMS_PORT ||= '4200';
const barePort = process.env.BARE_PORT || '3201';
const bareDir = path.join(projectRoot, 'scripts/bench/bare-app');
const nextBin = path.join(projectRoot, 'node_modules/next/dist/bin/next');
const GZIP = { level: 6 };
const report = [];
const out = (line = '') => {
  report.push(line);
  console.log(line);
};
const table = (header, rows) => {
  out(`| ${header.join(' | ')} |`);
  out(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) out(`| ${row.join(' | ')} |`);
  out();
};

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

async function waitFor(url, child) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(3000) })).arrayBuffer();
      return;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${url} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

/** Bytes of a page's HTML and of the scripts it loads first, raw and gzip. */
async function pageBytes(origin, pagePath, locale) {
  const html = await (
    await fetch(`${origin}${pagePath}`, { headers: { 'accept-language': acceptLanguage(locale) } })
  ).text();
  let js = 0;
  for (const src of firstLoadScripts(html))
    js += gzipSync(Buffer.from(await (await fetch(`${origin}${src}`)).arrayBuffer()), GZIP).length;
  const phone = { 'accept-language': acceptLanguage(locale), ...PHONE_ENCODING };
  let sent = await sentBytes(`${origin}${pagePath}`, phone);
  // the cache compresses a page it has just stored in the background: the steady state is what visitors get
  if (sent.encoding !== 'br') {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    sent = await sentBytes(`${origin}${pagePath}`, phone);
  }
  return { html: Buffer.byteLength(html), htmlGzip: gzipSync(Buffer.from(html), GZIP).length, jsGzip: js, sent };
}

/**
 * What the server puts on the wire for a URL, not decoded (fetch would decode it): a page's Brotli body reaches back
 * past gzip's 32 kB window, so the React payload, which repeats the HTML above it, costs much less there.
 */
function sentBytes(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

/** What a phone's browser sends: the page's compressed bodies are what it receives. */
const PHONE_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

async function load(url, connections, locale, extraHeaders = {}) {
  const headers = { 'accept-language': acceptLanguage(locale), ...extraHeaders };
  // two warm-up requests (the first may store the page), then `connections` requests in flight for `duration` seconds
  for (let i = 0; i < 2; i += 1) {
    await (await fetch(url, { headers })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const latencies = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers, timeout: 10 }, (error, res) =>
      error ? reject(error) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function lighthouseRun(url, locale, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    extraHeaders: { 'Accept-Language': acceptLanguage(locale) },
  });
  const lhr = result.lhr;
  return {
    perf: lhr.categories.performance.score * 100,
    a11y: lhr.categories.accessibility.score * 100,
    bp: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    bytes: lhr.audits['total-byte-weight'].numericValue,
  };
}

/** Changes the about page's Portuguese title in the service's content copy; ms until the public page shows it. */
async function publishLatency(origin, contentDir) {
  const file = path.join(contentDir, 'about_page', 'about_page.json');
  const original = readFileSync(file, 'utf8');
  const record = JSON.parse(original);
  const marker = `Sobre nós ${Date.now()}`;
  record.published.fields.title.pt = marker;
  await (await fetch(`${origin}/sobre`)).arrayBuffer();
  const start = Date.now();
  writeFileSync(file, JSON.stringify(record, null, 2));
  try {
    while (Date.now() - start < 30_000) {
      if ((await (await fetch(`${origin}/sobre`)).text()).includes(marker)) return Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return NaN;
  } finally {
    writeFileSync(file, original);
  }
}

let site;
let bare;
let varnish = null;
let chrome;
try {
  if (!values['no-build']) {
    run('npm', ['run', '-s', 'build']);
    run(process.execPath, [nextBin, 'build', bareDir]);
  }
  const contentDir = path.join(mkdtempSync(path.join(tmpdir(), 'mall-bench-')), 'content');
  cpSync(path.join(projectRoot, 'cms/content'), contentDir, { recursive: true });
  process.env.CMS_CONTENT_DIR = contentDir;
  site = await openSite({});
  bare = spawn(process.execPath, [nextBin, 'start', bareDir, '--port', barePort, '--hostname', 'localhost'], {
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  const bareOrigin = `http://localhost:${barePort}`;
  await waitFor(bareOrigin, bare);
  const screens = await discoverScreens(site.origin);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  out(`## ${when} UTC: site vs bare Next.js page (2 cores, one run)`);
  out();

  // Page weight: first-load JS and HTML, per page.
  const barePage = await pageBytes(bareOrigin, '/', 'en');
  const sent = ({ bytes, encoding }) => `${kB(bytes)} (${encoding})`;
  const weightRows = [
    [
      'bare page',
      'en',
      kB(barePage.jsGzip),
      '1.00×',
      kB(barePage.html),
      kB(barePage.htmlGzip),
      sent(barePage.sent),
      '',
    ],
  ];
  for (const screen of screens) {
    const bytes = await pageBytes(site.origin, screen.path, screen.locale);
    weightRows.push([
      screen.name,
      screen.locale,
      kB(bytes.jsGzip),
      ratio(bytes.jsGzip, barePage.jsGzip),
      kB(bytes.html),
      kB(bytes.htmlGzip),
      sent(bytes.sent),
      `JS ${verdict(bytes.jsGzip, (v) => v <= barePage.jsGzip + 40_000)}, HTML ${verdict(bytes.htmlGzip, (v) => v <= 25_000)}`,
    ]);
  }
  out('### First-load JS and HTML (gzip; targets of issue 21: JS ≤ bare + 40 kB, HTML ≤ 25 kB)');
  table(
    ['page', 'locale', 'first-load JS', '× bare', 'HTML', 'HTML gzip', 'HTML as sent to a phone', 'targets'],
    weightRows,
  );

  // Throughput and latency: the site alone, then behind Varnish configured from deploy/varnish (ADR 0052).
  const loadPaths = screens.filter(
    (s) => s.locale === 'pt' && ['home', 'stores', 'store detail', 'article', 'cinema', 'map'].includes(s.name),
  );
  let varnishSkipped = 'skipped: varnishd not installed (`apt-get install varnish`)';
  try {
    varnish = await startVarnish(process.env.PORT);
  } catch (error) {
    varnishSkipped = `skipped: ${error instanceof Error ? error.message : error}`;
  }
  const loadRows = [];
  const loadRow = async (label, origin, screen, connections, bareLoad, target, headers) => {
    const figures = await load(`${origin}${screen.path}`, connections, screen.locale, headers);
    loadRows.push([
      label,
      connections,
      Math.round(figures.rps),
      ratio(figures.rps, bareLoad.rps),
      ms(figures.p50),
      ms(figures.p99),
      figures.errors,
      verdict(figures.rps / bareLoad.rps, (v) => v >= target && figures.errors === 0),
    ]);
  };
  const stores = loadPaths.find((s) => s.name === 'stores');
  for (const connections of [10, 50]) {
    const bareLoad = await load(`${bareOrigin}/`, connections, 'en');
    loadRows.push([
      'bare page',
      connections,
      Math.round(bareLoad.rps),
      '1.00×',
      ms(bareLoad.p50),
      ms(bareLoad.p99),
      bareLoad.errors,
      '',
    ]);
    for (const screen of loadPaths) await loadRow(screen.name, site.origin, screen, connections, bareLoad, 0.5);
    if (stores)
      await loadRow(
        `${stores.name}, br/gzip accepted`,
        site.origin,
        stores,
        connections,
        bareLoad,
        0.5,
        PHONE_ENCODING,
      );
    if (varnish) {
      for (const screen of loadPaths)
        await loadRow(`${screen.name} via Varnish`, varnish.origin, screen, connections, bareLoad, 0.9);
      if (stores)
        await loadRow(
          `${stores.name} via Varnish, br/gzip accepted`,
          varnish.origin,
          stores,
          connections,
          bareLoad,
          0.9,
          PHONE_ENCODING,
        );
    }
  }
  const measuredBehindVarnish = varnish !== null;
  varnish?.stop();
  varnish = null;
  out(
    `### Throughput (autocannon, ${duration} s per row; targets: the site ≥ 0.5× bare, behind Varnish ≥ 0.9×, no error)`,
  );
  table(['page', 'connections', 'req/s', '× bare', 'p50', 'p99', 'errors', 'target'], loadRows);
  if (!measuredBehindVarnish) {
    out(`Behind Varnish: ${varnishSkipped}.`);
    out();
  }

  // Publish → fresh public HTML.
  const publish = await publishLatency(site.origin, contentDir);
  out('### Publish → public page (a content-file change until /sobre shows it; target ≤ 5 s)');
  out();
  out(`${Number.isFinite(publish) ? ms(publish) : 'not seen within 30 s'} (${verdict(publish, (v) => v <= 5000)})`);
  out();

  // Lighthouse, mobile.
  if (!lighthouseScreens.includes('none')) {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      logLevel: 'silent',
    });
    const audit = async (url, locale) => {
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await lighthouseRun(url, locale, chrome.port));
      return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]));
    };
    const bareScores = await audit(`${bareOrigin}/`, 'en');
    const row = (name, locale, s) => [
      name,
      locale,
      Math.round(s.perf),
      `${ratio(s.perf, bareScores.perf)}`,
      Math.round(s.a11y),
      Math.round(s.bp),
      Math.round(s.seo),
      ms(s.lcp),
      ms(s.tbt),
      s.cls.toFixed(3),
      kB(s.bytes),
      [
        verdict(s.perf, (v) => v >= bareScores.perf - 3),
        verdict(s.lcp, (v) => v <= 2000),
        verdict(s.tbt, (v) => v <= 150),
        verdict(s.cls, (v) => v <= 0.01),
      ].join('/'),
    ];
    const lhRows = [row('bare page', 'en', bareScores)];
    for (const screen of screens.filter(
      (s) => lighthouseScreens.includes('all') || lighthouseScreens.includes(s.name),
    )) {
      lhRows.push(row(screen.name, screen.locale, await audit(`${site.origin}${screen.path}`, screen.locale)));
      console.error(`[bench] lighthouse ${screen.locale} ${screen.name} done`);
    }
    out(
      `### Lighthouse mobile, median of ${runs} (targets of issue 21: perf ≥ bare − 3, a11y/BP/SEO 100, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.01)`,
    );
    table(
      ['page', 'locale', 'perf', '× bare', 'a11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'bytes', 'perf/LCP/TBT/CLS'],
      lhRows,
    );
  }

  if (values.write) {
    appendFileSync(path.join(projectRoot, 'docs/benchmarks.md'), `\n${report.join('\n')}\n`);
    console.error('[bench] appended to docs/benchmarks.md');
  }
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  bare?.kill('SIGTERM');
  varnish?.stop();
  await site?.stop();
}
