// Serves the production build with the content service on a throw-away copy of
// cms/content, so end-to-end tests can edit content (live updates, webhook
// revalidation) without touching the repository. The copy's path is written to
// E2E_CONTENT_DIR_MARKER (default e2e/.content-dir) for the tests.
//
// One server per lane of the end-to-end tests (ADR 0059, e2e/support/lanes.ts). The
// build baked one content service's port (E2E_BUILD_CMS_PORT, default CMS_PORT) into
// the images' URLs and the site's content security policy: a lane whose own service
// runs on another port has that service name the built port for its images (the
// other lane's service serves the same cms/uploads), and its site keeps the built
// port for its policy. Such a lane serves its own copy of the build folder, so the
// pages its tests regenerate (Next's page cache is files in it) never reach another lane.
//
// The site reads GraphQL through a fault proxy (scripts/e2e/cms-fault-proxy.mjs)
// on E2E_FAULT_PORT (default CMS_PORT + 1), so tests can stage an outage of
// the content service while its webhook and images keep working.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { copyBuild } from './lib/build-copy.ts';
import { startCmsFaultProxy } from './e2e/cms-fault-proxy.mjs';

const contentDir = join(mkdtempSync(join(tmpdir(), 'mall-e2e-')), 'content');
cpSync('cms/content', contentDir, { recursive: true });
writeFileSync(process.env.E2E_CONTENT_DIR_MARKER ?? 'e2e/.content-dir', contentDir);
// the forms' database and résumés, away from the repository's data/, and the file whose presence makes
// every save fail (a database outage, staged by e2e/forms.spec.ts)
const dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-data-'));
writeFileSync(process.env.E2E_DATA_DIR_MARKER ?? 'e2e/.data-dir', dataDir);

const cmsPort = Number(process.env.CMS_PORT ?? 4010);
const faultPort = Number(process.env.E2E_FAULT_PORT ?? cmsPort + 1);
const builtCmsPort = Number(process.env.E2E_BUILD_CMS_PORT ?? cmsPort);
await startCmsFaultProxy({ port: faultPort, target: `http://localhost:${cmsPort}` });

const env = {
  ...process.env,
  CMS_CONTENT_DIR: contentDir,
  DATOCMS_GRAPHQL_URL: `http://localhost:${faultPort}`,
  DATA_DIR: dataDir,
  SUBMISSIONS_FAULT_FILE: join(dataDir, 'fail-saves'),
  // the tests on 127.0.0.1/::1 play a load balancer: each sets X-Forwarded-For to act as a client of its own
  // (rate limits); e2e/rate-limits.spec.ts connects from 127.0.0.2 as a client nobody vouches for
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1, ::1',
};

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
if (builtCmsPort === cmsPort) {
  // the lane of the build: run-with-cms starts the content service on CMS_PORT, then the site
  children.push(spawn(process.execPath, ['scripts/run-with-cms.mjs', 'start'], { stdio: 'inherit', env }));
} else {
  const laneDist = copyBuild(`e2e-lane-${process.env.PORT ?? 3000}`);
  // another lane: its own service (webhook to this lane's site, images named on the built port), and the site,
  // whose CMS_PORT (images in its policy) stays the built one
  children.push(
    spawn(process.execPath, ['cms/server.ts'], {
      stdio: 'inherit',
      env: {
        ...env,
        NODE_ENV: 'production',
        CMS_PORT: String(cmsPort),
        CMS_PUBLIC_URL: `http://localhost:${builtCmsPort}`,
      },
    }),
  );
  children.push(
    spawn(process.execPath, ['src/server/site-server.mjs'], {
      stdio: 'inherit',
      env: {
        ...env,
        NEXT_DIST_DIR: laneDist,
        CMS_PORT: String(builtCmsPort),
        DATOCMS_LISTEN_URL: `http://localhost:${cmsPort}/listen`,
      },
    }),
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));
for (const child of children) {
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 1);
  });
}
