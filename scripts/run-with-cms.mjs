// `npm start` / `npm run dev` / `npm run build`: the embedded content service, then the site server
// (src/server/site-server.mjs, Next's handler),
// `next dev` or `next build` once the service answers (the build prerenders pages from content). Signals go to both; when either exits, the other is stopped and
// this script exits (non-zero when a child failed).
//
//   node scripts/run-with-cms.mjs start|dev|build [extra next args]
//
// PORT (default 3000) is the site's port, CMS_PORT (default 4010) the service's. When a content
// service already answers on CMS_PORT (started by hand, or by a test harness), it is reused. When
// DATOCMS_GRAPHQL_URL names DatoCMS (anything but this machine), only Next runs (ADR 0043).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { chooseContentService } from './lib/content-service-choice.ts';
import { productionSecrets } from './lib/local-secrets.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const [mode, ...nextArgs] = process.argv.slice(2);
if (mode !== 'start' && mode !== 'dev' && mode !== 'build') {
  console.error('usage: node scripts/run-with-cms.mjs start|dev|build [next args]');
  process.exit(2);
}

// The same files Next.js and the service read, so the port we wait on is the one the service uses.
const fileEnv = {};
for (const name of ['.env', '.env.local']) {
  const file = path.join(projectRoot, name);
  if (existsSync(file)) Object.assign(fileEnv, parseEnv(readFileSync(file, 'utf8')));
}
const setting = (name, fallback) => process.env[name] ?? fileEnv[name] ?? fallback;

const sitePort = setting('PORT', '3000');
const contentService = chooseContentService((name) => setting(name, undefined));
const { cmsPort } = contentService;
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
const READY_TIMEOUT_MS = 60_000;

/** Any HTTP answer means the service is up (an unauthenticated POST gets its 401 envelope). */
async function cmsAnswers() {
  try {
    const response = await fetch(`${cmsUrl}/`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(1000) });
    const body = await response.text();
    return body.includes('api_error');
  } catch {
    return false;
  }
}

/** Whether a service already running takes the site's published token (a service started with other tokens would answer 401). */
async function cmsTakesToken(token) {
  try {
    const response = await fetch(`${cmsUrl}/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: AbortSignal.timeout(2000),
    });
    return response.status !== 401;
  } catch {
    return false;
  }
}

const children = new Set();
let shuttingDown = false;
let exitCode = 0;

function startChild(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: projectRoot, stdio: 'inherit', env });
  child.label = name;
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    const failed =
      code !== 0 && !(shuttingDown && (signal === 'SIGTERM' || signal === 'SIGINT' || code === 130 || code === 143));
    if (failed && exitCode === 0) exitCode = code ?? 1;
    if (!shuttingDown) {
      console.error(`[run-with-cms] ${name} exited (${signal ?? code}); stopping`);
      shutdown('SIGTERM');
    }
    if (children.size === 0) process.exit(exitCode);
  });
  return child;
}

function shutdown(signal) {
  shuttingDown = true;
  for (const child of children) child.kill(signal);
  // a child that ignores the signal must not keep us alive forever
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shutdown(signal);
    if (children.size === 0) process.exit(exitCode);
  });
}

const childEnv = {
  ...process.env,
  // the content service's webhook follows the site's port (cms/server/config.ts)
  PORT: sitePort,
  // point the site at this service when the URLs are not configured elsewhere
  ...contentService.siteEnv,
};

// Production mode refuses the development secrets and tokens, which this repository publishes (the site,
// and the content service, ADR 0048): a start or build on the embedded content without its own gets random
// ones, kept in the ignored data/ folder for the next run. Against DatoCMS the secrets must be the ones
// configured there: the site's configuration says which are missing. `npm run dev` keeps the development values.
if (mode !== 'dev' && contentService.embedded) {
  const { values, generated, created } = productionSecrets(
    (name) => setting(name, undefined),
    path.join(projectRoot, 'data'),
  );
  Object.assign(childEnv, values);
  if (created) console.log('[run-with-cms] generated local secrets and content tokens in data/local-secrets.json');
  if (mode === 'start' && generated.includes('PREVIEW_SECRET')) {
    console.log(
      `[run-with-cms] preview (draft mode): http://localhost:${sitePort}/api/draft/enable?secret=${encodeURIComponent(childEnv.PREVIEW_SECRET)}&path=%2F`,
    );
  }
}
// the service knows production as the site does, by NODE_ENV (next build and next start set it for themselves)
const cmsEnv = mode === 'dev' ? childEnv : { ...childEnv, NODE_ENV: 'production' };

if (!contentService.embedded) {
  console.log(
    `[run-with-cms] content from ${setting('DATOCMS_GRAPHQL_URL', '')}: the embedded content service is not started`,
  );
} else if (await cmsAnswers()) {
  if (!(await cmsTakesToken(childEnv.DATOCMS_PUBLISHED_TOKEN ?? 'dev-published-token'))) {
    console.error(
      `[run-with-cms] the content service already running on port ${cmsPort} refuses this site's DATOCMS_PUBLISHED_TOKEN: ` +
        'stop it (this script starts its own), or give both the same DATOCMS_PUBLISHED_TOKEN and DATOCMS_DRAFT_TOKEN',
    );
    process.exit(1);
  }
  console.log(`[run-with-cms] using the content service already running on port ${cmsPort}`);
} else {
  startChild('content service', ['cms/server.ts'], cmsEnv);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await cmsAnswers())) {
    if (shuttingDown) break;
    if (Date.now() > deadline) {
      console.error(
        `[run-with-cms] the content service did not answer on port ${cmsPort} within ${READY_TIMEOUT_MS / 1000} s`,
      );
      exitCode = 1;
      shutdown('SIGTERM');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

if (!shuttingDown) {
  if (mode === 'start') {
    // Next's handler behind our own server, which answers content outages with 503 (ADR 0036).
    startChild('site server', ['src/server/site-server.mjs', ...nextArgs], childEnv);
  } else {
    const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
    const portArgs = mode === 'build' ? [] : ['--port', sitePort];
    startChild(`next ${mode}`, [nextBin, mode, ...portArgs, ...nextArgs], childEnv);
  }
}
