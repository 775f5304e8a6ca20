// Two site instances over one Redis, as in production behind a load balancer
// (README "Deployment: several instances", ADR 0035). On the production build (NEXT_DIST_DIR,
// default .next), with Debian's redis-server and the embedded content service
// on a copy of the content, it checks, in both locales:
//   1. a publish whose webhook reaches instance A only is served by instance B
//      (the tag invalidation is shared);
//   2. a page first rendered by A is rendered by B from the shared cache, with
//      the content service stopped (the 'use cache' entries are shared).
// Prints each step; exits non-zero on the first failure.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestRedis } from '../src/server/shared-cache/test-redis-server.ts';
import { copyBuild } from './lib/build-copy.ts';

// SCALE_OUT_PORTS=cms,a,b moves them (parallel runs on one machine)
const [cmsPort, portA, portB] = (process.env.SCALE_OUT_PORTS ?? '4030,3031,3032').split(',').map(Number);
const ports = { cms: cmsPort, a: portA, b: portB };
const work = mkdtempSync(join(tmpdir(), 'mall-scale-out-'));
const contentDir = join(work, 'content');
cpSync('cms/content', contentDir, { recursive: true });
const secrets = {
  PREVIEW_SECRET: randomBytes(16).toString('hex'),
  CMS_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
};

const children = [];
function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...secrets, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (d) => lines.push(...String(d).split('\n').filter(Boolean)));
  child.label = name;
  child.lines = lines;
  children.push(child);
  return child;
}
async function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await redis?.stop();
}
async function fail(message) {
  console.error(`✗ ${message}`);
  for (const child of children)
    console.error(`--- last lines of ${child.label}:\n${child.lines.slice(-15).join('\n')}`);
  await stopAll();
  process.exit(1);
}
async function waitFor(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) await fail(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
const page = async (port, path) => {
  const response = await fetch(`http://localhost:${port}${path}`, {
    headers: { 'accept-language': 'pt-BR' },
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
};
const escapeHtml = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const redis = await startTestRedis();
console.log(`redis-server on ${redis.port}; content copy in ${contentDir}`);

const cms = start('content service', ['cms/server.ts'], {
  CMS_PORT: String(ports.cms),
  CMS_CONTENT_DIR: contentDir,
  // DatoCMS delivers its webhook to one URL: here, instance A.
  CMS_WEBHOOK_URL: `http://localhost:${ports.a}/api/revalidate`,
});
const siteEnv = {
  REDIS_URL: redis.url,
  REDIS_KEY_PREFIX: `scale-out-${Date.now()}:`,
  DATOCMS_GRAPHQL_URL: `http://localhost:${ports.cms}`,
  DATOCMS_LISTEN_URL: `http://localhost:${ports.cms}/listen`,
  DATA_DIR: join(work, 'data'),
  // the renamed and the new article are written into the build folder: a copy keeps them out of later checks
  NEXT_DIST_DIR: copyBuild('scale-out'),
};
for (const name of ['a', 'b'])
  start(`site ${name.toUpperCase()}`, ['src/server/site-server.mjs'], { ...siteEnv, PORT: String(ports[name]) });

const article = JSON.parse(readFileSync(join(contentDir, 'article', 'article-acessivel.json'), 'utf8'));
const paths = {
  pt: `/artigo/${article.published.fields.slug.pt}`,
  en: `/en/article/${article.published.fields.slug.en}`,
};
await waitFor(
  'both instances serve the article',
  async () => (await page(ports.a, paths.pt)).status === 200 && (await page(ports.b, paths.en)).status === 200,
);
console.log('✓ both instances serve the prerendered article');

// 1. An editor renames the article; the webhook reaches A only.
const stamp = Date.now();
const renamed = { pt: `Cinema para todos, edição ${stamp}`, en: `Cinema for everyone, edition ${stamp}` };
for (const locale of ['pt', 'en']) {
  if ((await page(ports.b, paths[locale])).html.includes(escapeHtml(renamed[locale])))
    await fail('B showed the new title before the publish');
}
article.published.fields.title = renamed;
writeFileSync(join(contentDir, 'article', 'article-acessivel.json'), JSON.stringify(article, null, 2));
const published = Date.now();
for (const locale of ['pt', 'en']) {
  // The first answer after an invalidation may still be the old page, refreshed behind it.
  await waitFor(
    `B shows the ${locale} title published through A`,
    async () => (await page(ports.b, paths[locale])).html.includes(escapeHtml(renamed[locale])),
    30_000,
  );
}
console.log(
  `✓ a publish received by A is served by B, both locales (${((Date.now() - published) / 1000).toFixed(1)} s)`,
);

// 2. A new article, first rendered by A; then B renders it with the content service gone.
const fresh = structuredClone(article);
fresh.id = `article-scale-out-${stamp}`;
fresh.published.fields.slug = { pt: `artigo-escala-${stamp}`, en: `scale-out-article-${stamp}` };
fresh.published.fields.title = { pt: `Artigo novo ${stamp}`, en: `New article ${stamp}` };
writeFileSync(join(contentDir, 'article', `${fresh.id}.json`), JSON.stringify(fresh, null, 2));
// Its webhook first: an entry A made before the invalidation would be stale, and a page's first render never
// uses a stale entry, it asks the content service (which will be down by then).
await new Promise((r) => setTimeout(r, 3_000));
const freshPaths = {
  pt: `/artigo/${fresh.published.fields.slug.pt}`,
  en: `/en/article/${fresh.published.fields.slug.en}`,
};
for (const locale of ['pt', 'en']) {
  await waitFor(
    `A renders the new ${locale} article`,
    async () => (await page(ports.a, freshPaths[locale])).status === 200,
    30_000,
  );
}
// A's entries reach Redis as its renders finish, just after its answers.
await new Promise((r) => setTimeout(r, 2_000));
cms.kill('SIGTERM');
await waitFor('the content service stops', async () => cms.exitCode !== null || cms.signalCode !== null, 10_000);
for (const locale of ['pt', 'en']) {
  const started = Date.now();
  const answer = await page(ports.b, freshPaths[locale]);
  if (answer.status !== 200 || !answer.html.includes(escapeHtml(fresh.published.fields.title[locale]))) {
    await fail(
      `B could not render the ${locale} article A rendered (status ${answer.status}) with the content service stopped`,
    );
  }
  console.log(
    `✓ B renders the ${locale} article A rendered, from the shared cache, content service stopped (${Date.now() - started} ms)`,
  );
}

await stopAll();
console.log('scale-out check passed');
process.exit(0);
