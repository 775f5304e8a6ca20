// Varnish in front of the built site, configured from deploy/varnish/default.vcl, for `npm run bench`
// (ADR 0052): started on a free loopback port when varnishd is installed, skipped otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from './build-dir.mjs';

const VCL = path.join(projectRoot, 'deploy/varnish/default.vcl');

/** A port nothing listens on now (the kernel's pick), on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function varnishInstalled() {
  return spawnSync('varnishd', ['-V'], { stdio: 'ignore' }).status === 0;
}

/**
 * Starts varnishd in the foreground of a child process, the repository's VCL with the backend
 * moved to `backendPort`. @returns {Promise<{ origin: string, stop: () => void } | null>} null without varnishd
 */
export async function startVarnish(backendPort) {
  if (!varnishInstalled()) return null;
  const workDir = mkdtempSync(path.join(tmpdir(), 'mall-varnish-'));
  const vcl = path.join(workDir, 'default.vcl');
  writeFileSync(vcl, readFileSync(VCL, 'utf8').replace(/\.port = "\d+";/, `.port = "${backendPort}";`));
  const port = await freePort();
  const child = spawn(
    'varnishd',
    // -j none: no privilege separation jail, so a throw-away work folder under /tmp serves as is
    [
      '-F',
      '-j',
      'none',
      '-n',
      workDir,
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vcl,
      '-p',
      'http_gzip_support=off',
      '-s',
      'malloc,256m',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await (await fetch(`${origin}/lojas`, { signal: AbortSignal.timeout(5000) })).arrayBuffer();
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGTERM');
        throw new Error(`varnishd did not start: ${stderr.trim()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origin,
    stop() {
      child.kill('SIGTERM');
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
