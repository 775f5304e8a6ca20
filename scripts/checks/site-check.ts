// `npm test`'s check of the production build as an outside crawler sees it (ADR 0063): the site served on
// ports of its own, crawled without JavaScript from `/`, `/en` and both sitemaps, and the served HTML of one
// page of every template, in both locales, read by the W3C Nu HTML Checker (vnu-jar, on Java).
// Fails on any broken link, redirect chain, hreflang disagreement, other-language link, wrong canonical of a
// list's page, sitemap date in the future, telephone without country code, or validator error.
//
//   node scripts/checks/site-check.ts
//
// SITE_CHECK_PORTS=cms,site (default 4070,3071) are its own; the build's content service port is
// SITE_CHECK_BUILT_CMS_PORT, else CMS_PORT, else 4010 (what `npm run build` baked).
import { crawl, internalPath } from './site/crawl.ts';
import { findingsOf, type Finding } from './site/findings.ts';
import { canonicalOf, parseSitemap, type SitemapDocument } from './site/html.ts';
import { serveBuild } from './site/serve-build.ts';
import { validateHtml } from './site/validate.ts';

const [cmsPort, sitePort] = (process.env.SITE_CHECK_PORTS ?? '4070,3071').split(',').map(Number);
const builtCmsPort = Number(process.env.SITE_CHECK_BUILT_CMS_PORT ?? process.env.CMS_PORT ?? 4010);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const site = await serveBuild({ sitePort: sitePort!, cmsPort: cmsPort!, builtCmsPort });
let failed = false;
try {
  const { origin } = site;
  const home = await (await fetch(`${origin}/`)).text();
  const publicOrigin = new URL(canonicalOf(home) ?? origin, origin).origin;
  const origins = [origin, publicOrigin];
  const toPath = (href: string, base = '/') => internalPath(href, origin + base, origins);

  // the sitemaps, with the parts of an index
  const sitemaps = new Map<string, SitemapDocument>();
  const sitemapQueue = ['/sitemap.xml', '/en/sitemap.xml'];
  const sitemapFindings: Finding[] = [];
  while (sitemapQueue.length) {
    const path = sitemapQueue.shift()!;
    const response = await fetch(origin + path);
    if (response.status !== 200) {
      sitemapFindings.push({ kind: 'sitemap', url: path, message: `answers ${response.status}` });
      continue;
    }
    const doc = parseSitemap(await response.text());
    sitemaps.set(path, doc);
    for (const part of doc.sitemaps) {
      const partPath = toPath(part);
      if (partPath && !sitemaps.has(partPath)) sitemapQueue.push(partPath);
    }
  }
  const sitemapPaths = [...sitemaps.values()]
    .flatMap((d) => d.urls.map((u) => toPath(u.loc)))
    .filter((p) => p !== null);
  console.log(`sitemaps: ${sitemaps.size} files, ${sitemapPaths.length} URLs (${seconds()})`);

  const result = await crawl({ origin, publicOrigin, seeds: ['/', '/en', ...sitemapPaths], concurrency: 4 });
  const findings = [...sitemapFindings, ...findingsOf({ crawl: result, sitemaps, toPath })];
  console.log(`crawled ${result.pages.size} URLs without JavaScript (${seconds()})`);

  // URLs no page links to that a visitor types: one redirect to the page, and 404 pages that say so
  for (const probe of ['/pt', '/pt/', '/pt/lojas/', '/pt/x/', '/en/', '/lojas/']) {
    let path = probe;
    const hops: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await fetch(origin + path, { redirect: 'manual' });
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      path = toPath(location) ?? location;
      hops.push(path);
    }
    if (hops.length > 1)
      findings.push({ kind: 'redirect chain', url: probe, message: `${hops.length} redirects: ${hops.join(' → ')}` });
  }
  const toValidate = new Map<string, string>();
  for (const page of result.pages.values()) if (page.html) toValidate.set(`${page.url} [${page.template}]`, page.html);
  for (const [path, label] of [
    ['/pagina-que-nao-existe', 'unknown path 404'],
    ['/en/pagina-que-nao-existe', 'unknown path 404'],
    ['/artigo/artigo-que-nao-existe', 'missing record 404'],
    ['/en/article/artigo-que-nao-existe', 'missing record 404'],
    ['/servico-indisponivel', 'outage page'],
    ['/en/servico-indisponivel', 'outage page'],
  ] as const) {
    const response = await fetch(origin + path, { headers: { accept: 'text/html' } });
    toValidate.set(`${path} [${label}, ${response.status}]`, await response.text());
  }
  const templates = new Set([...result.pages.values()].map((p) => p.template).filter(Boolean));
  const errors = validateHtml(toValidate);
  console.log(`validated ${toValidate.size} pages (${templates.size} templates and their variants) (${seconds()})`);

  const byKind = Map.groupBy(findings, (f) => f.kind);
  for (const [kind, list] of byKind) {
    console.log(`\n✗ ${list.length} × ${kind}`);
    for (const f of list.slice(0, 40)) console.log(`  ${f.url}: ${f.message}`);
    if (list.length > 40) console.log(`  … and ${list.length - 40} more`);
  }
  if (errors.length) {
    console.log(`\n✗ ${errors.length} × HTML validator error`);
    const byMessage = Map.groupBy(errors, (e) => e.message);
    for (const [message, list] of byMessage) {
      console.log(`  ${list.length} × ${message}`);
      for (const e of list.slice(0, 4)) console.log(`      ${e.url} line ${e.line}: ${e.extract}`);
    }
  }
  failed = findings.length > 0 || errors.length > 0;
  console.log(
    `\n${failed ? '✗' : '✓'} ${result.pages.size} URLs crawled, ${toValidate.size} pages validated: ` +
      `${findings.length} crawl findings, ${errors.length} validator errors (${seconds()})`,
  );
} catch (error) {
  console.error(error);
  console.error(site.logs());
  failed = true;
} finally {
  await site.stop();
}
process.exit(failed ? 1 : 0);
