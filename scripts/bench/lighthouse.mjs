// `npm run bench:web`: Lighthouse scores and Core Web Vitals per screen, in both locales.
//
//   npm run bench:web -- [--url http://127.0.0.1:3000] [--runs 1] [--locale pt|en] [--screen map ...]
//                        [--throttling simulate|devtools]
//
// Without --url it starts the production build (NEXT_DIST_DIR, default .next) with the content
// service on PORT / CMS_PORT and stops both afterwards. Lighthouse's default mobile profile
// (emulated Moto G Power, simulated slow 4G and 4x CPU slowdown) in Debian's Chromium (CHROME_PATH
// overrides /usr/bin/chromium). Chromium resolves no host but the loopback, so a page that reaches
// for a third-party origin fails that request instead of leaving the machine. With --runs above 1,
// each figure is the median of the runs. A second table names, per screen, the LCP element, the
// render-blocking requests and the font bytes of the last run (issue 21, ADR 0053).
// `--throttling devtools` applies the same slow 4G and 4x CPU to the real load instead of simulating them
// (Lighthouse's "applied" throttling): slower to run, but its LCP is what the throttled browser painted, not
// Lantern's estimate, which on localhost counts every request that ended before the paint (ADR 0096).
// Figures, not tests: a busy shared machine moves them.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own simulation of the largest paint, to read which requests it waited for (not a public API:
// checked against Lighthouse 12; the column says n/a if a version moves it)
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { openSite } from './lib/site-server.mjs';
import { acceptLanguage, discoverScreens } from './lib/screens.mjs';
import { ms, printTable } from './lib/table.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['LCP', 'largest-contentful-paint'],
  ['CLS', 'cumulative-layout-shift'],
  ['TBT', 'total-blocking-time'],
  ['FCP', 'first-contentful-paint'],
];

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    locale: { type: 'string', multiple: true },
    screen: { type: 'string', multiple: true },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const throttlingMethod = values.throttling;
if (throttlingMethod !== 'simulate' && throttlingMethod !== 'devtools') {
  console.error(`--throttling must be simulate or devtools, got "${throttlingMethod}"`);
  process.exit(2);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
  console.error(`--runs must be an integer from 1 to 9, got "${values.runs}"`);
  process.exit(2);
}
const locales = values.locale?.length ? values.locale : ['pt', 'en'];
if (locales.some((locale) => locale !== 'pt' && locale !== 'en')) {
  console.error('--locale must be pt or en');
  process.exit(2);
}

const median = (numbers) => {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const score = (value) => (Number.isFinite(value) ? String(Math.round(value * 100)) : 'n/a');
const millis = (value) => (Number.isFinite(value) ? ms(value) : 'n/a');

/**
 * What stands between the HTML and the largest paint (issue 21): the LCP element, the requests that block
 * rendering, and the font bytes the page downloads (all fonts compete with the LCP image on slow 4G).
 */
function firstPaint(lhr) {
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = lcpItems.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node;
  const blockingAudit = lhr.audits['render-blocking-resources'] ?? lhr.audits['render-blocking-insight'];
  const blocking = blockingAudit?.details?.items ?? [];
  const blockingMs = blockingAudit?.numericValue ?? blockingAudit?.details?.overallSavingsMs ?? 0;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const fontBytes = requests
    .filter((r) => r.resourceType === 'Font')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    lcpElement: node ? (node.nodeLabel || node.snippet || '').replace(/\s+/g, ' ').slice(0, 60) : 'n/a',
    blocking: `${blocking.length} (${Math.round(blockingMs)} ms)`,
    fontBytes,
  };
}

/**
 * The requests that end last in Lighthouse's simulated LCP (Lantern: slow 4G, 4× CPU), with their simulated end:
 * what the largest paint waited for. Lantern keeps in its LCP graph every request that ended before the paint
 * in the real load, whatever the paint needed (issue 21, ADR 0090).
 */
async function lcpWaitsFor(result) {
  try {
    const { artifacts, lhr } = result;
    const settings = lhr.configSettings;
    const lantern = await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        simulator: null,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
      },
      { computedCache: new Map(), settings },
    );
    return [...lantern.pessimisticEstimate.nodeTimings.entries()]
      .filter(([node]) => node.type === 'network')
      .sort((a, b) => b[1].endTime - a[1].endTime)
      .slice(0, 2)
      .map(([node, timing]) => `${node.request.url.split('/').pop().split('?')[0].slice(-22)} ${ms(timing.endTime)}`)
      .join(', ');
  } catch {
    return 'n/a';
  }
}

/** One Lighthouse run: scores, metrics and the audits that lost points outside performance. */
async function audit(url, locale, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    throttlingMethod,
    extraHeaders: { 'Accept-Language': acceptLanguage(locale) },
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const explanation = lhr.audits[ref.id]?.explanation?.replace(/\s+/g, ' ');
        return `${id}: ${ref.id}${explanation ? ` (${explanation.length > 140 ? `${explanation.slice(0, 139)}…` : explanation})` : ''}`;
      }),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score ?? NaN])),
    metrics: Object.fromEntries(METRICS.map(([label, id]) => [label, lhr.audits[id]?.numericValue ?? NaN])),
    finalUrl: lhr.finalDisplayedUrl,
    paint: { ...firstPaint(lhr), waitsFor: await lcpWaitsFor(result) },
    runtimeError: lhr.runtimeError?.message,
    failing,
  };
}

let site;
let chrome;
try {
  site = await openSite({ url: values.url });
  let screens = [];
  for (const locale of locales) screens.push(...(await discoverScreens(site.origin, { locales: [locale] })));
  if (values.screen?.length) screens = screens.filter((screen) => values.screen.includes(screen.name));
  if (screens.length === 0) throw new Error('No screen matches --screen');

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  console.log(
    `Lighthouse ${runs} run(s) per screen, mobile profile (${throttlingMethod} throttling), against ${site.origin}\n`,
  );

  const rows = [];
  const notes = [];
  const paintRows = [];
  for (const screen of screens) {
    const url = `${site.origin}${screen.path}`;
    // one untimed request so the first run does not measure the server's cold caches
    await (await fetch(url, { headers: { 'accept-language': acceptLanguage(screen.locale) } })).arrayBuffer();
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(url, screen.locale, chrome.port));
    const last = results.at(-1);
    if (last.runtimeError) notes.push(`${screen.locale} ${screen.name}: ${last.runtimeError}`);
    if (new URL(last.finalUrl).pathname !== new URL(url).pathname)
      notes.push(`${screen.locale} ${screen.name}: ${screen.path} ended on ${last.finalUrl}`);
    for (const failing of new Set(results.flatMap((r) => r.failing)))
      notes.push(`${screen.locale} ${screen.name}: ${failing}`);
    const cls = median(results.map((r) => r.metrics.CLS));
    rows.push([
      screen.locale,
      screen.name,
      screen.path.length > 40 ? `${screen.path.slice(0, 39)}…` : screen.path,
      ...CATEGORIES.map((id) => score(median(results.map((r) => r.scores[id])))),
      millis(median(results.map((r) => r.metrics.LCP))),
      Number.isFinite(cls) ? cls.toFixed(3) : 'n/a',
      millis(median(results.map((r) => r.metrics.TBT))),
      millis(median(results.map((r) => r.metrics.FCP))),
    ]);
    paintRows.push([
      screen.locale,
      screen.name,
      last.paint.lcpElement,
      last.paint.blocking,
      `${(last.paint.fontBytes / 1000).toFixed(1)} kB`,
      last.paint.waitsFor,
    ]);
    console.log(`[bench] ${screen.locale} ${screen.name} done`);
  }
  console.log('');
  printTable(['locale', 'screen', 'path', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'FCP'], rows);
  console.log(
    '\nFirst paint (last run): the LCP element, render-blocking requests, font bytes downloaded, and the requests that end last in the simulated LCP\n',
  );
  printTable(['locale', 'screen', 'LCP element', 'render-blocking', 'fonts', 'simulated LCP waits for'], paintRows);
  if (notes.length) {
    console.log('\nAudits that lost points (and run notes):');
    for (const note of notes) console.log(`  ${note}`);
  }
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  await site?.stop();
}
