// Starts the built site with its content service for a benchmark (or reuses one given by --url),
// and stops everything it started. Benchmarks stay on the loopback interface.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { distDir, projectRoot, requireBuild } from './build-dir.mjs';

const READY_TIMEOUT_MS = 120_000;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Refuses a URL off this machine: the benchmarks must never load someone else's server. */
export function loopbackUrl(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`--url must be an absolute URL, got "${raw}"`);
  }
  if (!LOOPBACK_HOSTS.has(url.hostname))
    throw new Error(`--url must point at this machine (localhost, 127.0.0.1, [::1]), got ${url.host}`);
  return url.origin;
}

async function answers(origin) {
  try {
    const response = await fetch(`${origin}/`, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * The site to measure: the origin of `--url` as is, or a fresh `node scripts/run-with-cms.mjs start`
 * on PORT / CMS_PORT (defaults 3000 / 4010, like `npm start`) serving the build in NEXT_DIST_DIR.
 * @param {{ url?: string, quiet?: boolean }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function openSite({ url, quiet = true } = {}) {
  if (url) {
    const origin = loopbackUrl(url);
    if (!(await answers(origin))) throw new Error(`Nothing answers at ${origin}`);
    return { origin, stop: async () => {} };
  }
  requireBuild();
  const port = process.env.PORT || '3000';
  const cmsPort = process.env.CMS_PORT || '4010';
  // the same host the server is bound as: the canonical links and next-intl's hreflang headers are
  // built from the request's host, and Lighthouse marks them wrong when the two disagree
  const origin = `http://localhost:${port}`;
  if (await answers(origin)) {
    throw new Error(
      `Port ${port} is already serving something: pass --url ${origin} to measure it, or set PORT to a free port`,
    );
  }
  // `localhost`, not 127.0.0.1: the proxy rewrites to http://localhost:<port>/<locale>/…, and
  // `next start` proxies a rewrite to any other host as an external URL (a redirect loop for pt).
  // It still binds the loopback interface only.
  const child = spawn(
    process.execPath,
    [path.join(projectRoot, 'scripts/run-with-cms.mjs'), 'start', '--hostname', 'localhost'],
    {
      cwd: projectRoot,
      // its own process group, so stop() can also reach grandchildren if a signal is ignored
      detached: true,
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: path.relative(projectRoot, distDir()),
        PORT: port,
        CMS_PORT: cmsPort,
        CMS_HOST: process.env.CMS_HOST || '127.0.0.1',
        // the benchmarks stand for many clients behind a proxy, each with its X-Forwarded-For (rate limits)
        TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1, ::1',
        // publish webhooks go to the site we started, never to another engineer's port
        CMS_WEBHOOK_URL: `http://127.0.0.1:${port}/api/revalidate`,
      },
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let exited = false;
  const exitPromise = new Promise((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const killTimer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    await exitPromise;
    clearTimeout(killTimer);
  };
  // an interrupted benchmark must not leave the servers behind
  const onSignal = async () => {
    await stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(origin))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(
        `The site did not start on port ${port}${exited ? ' (the server exited)' : ''}.\n${stderr.trim()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!quiet) console.log(`[bench] site started on ${origin} (content service on port ${cmsPort})`);
  await warnOfAnotherBuildsAddresses(origin, cmsPort);
  return { origin, stop };
}

/**
 * Prerendered pages keep the addresses of the build: the site's (canonical and hreflang links) and the content
 * service's (image URLs). A build made for other ports still serves, but Lighthouse then marks the canonical link
 * wrong (SEO 92), the images fail to load (best practices 93, another LCP element), and nothing says why.
 */
async function warnOfAnotherBuildsAddresses(origin, cmsPort) {
  let html;
  try {
    html = await (await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) })).text();
  } catch {
    return;
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const siteWas = canonical && new URL(canonical).origin;
  const cmsWas = /http:\/\/(?:localhost|127\.0\.0\.1):(\d+)\/assets\//.exec(html)?.[1];
  const wrong = [
    siteWas && siteWas !== origin ? `the site at ${siteWas}, not ${origin}` : null,
    cmsWas && cmsWas !== String(cmsPort) ? `the content service on port ${cmsWas}, not ${cmsPort}` : null,
  ].filter(Boolean);
  if (wrong.length > 0)
    console.error(
      `[bench] WARNING: the build in ${path.relative(projectRoot, distDir())} was made for ${wrong.join(' and ')}: ` +
        'its pages name those addresses, so canonical links, images and the audits that read them are wrong. ' +
        "Build with the same PORT and CMS_PORT, or run with the build's.",
    );
}
