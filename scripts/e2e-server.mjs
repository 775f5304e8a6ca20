// Serves the production build with the content service on a throw-away copy of
// cms/content, so end-to-end tests can edit content (live updates, webhook
// revalidation) without touching the repository. The copy's path is written to
// e2e/.content-dir for the tests.
//
// The site reads GraphQL through a fault proxy (scripts/e2e/cms-fault-proxy.mjs)
// on E2E_FAULT_PORT (default CMS_PORT + 1), so tests can stage an outage of
// the content service while its webhook and images keep working.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { startCmsFaultProxy } from './e2e/cms-fault-proxy.mjs';

const contentDir = join(mkdtempSync(join(tmpdir(), 'mall-e2e-')), 'content');
cpSync('cms/content', contentDir, { recursive: true });
writeFileSync('e2e/.content-dir', contentDir);
// the forms' database and résumés, away from the repository's data/, and the file whose presence makes
// every save fail (a database outage, staged by e2e/forms.spec.ts)
const dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-data-'));
writeFileSync('e2e/.data-dir', dataDir);

const cmsPort = Number(process.env.CMS_PORT ?? 4010);
const faultPort = Number(process.env.E2E_FAULT_PORT ?? cmsPort + 1);
await startCmsFaultProxy({ port: faultPort, target: `http://localhost:${cmsPort}` });

const child = spawn(process.execPath, ['scripts/run-with-cms.mjs', 'start'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CMS_CONTENT_DIR: contentDir,
    DATOCMS_GRAPHQL_URL: `http://localhost:${faultPort}`,
    DATA_DIR: dataDir,
    SUBMISSIONS_FAULT_FILE: join(dataDir, 'fail-saves'),
    // the tests on 127.0.0.1/::1 play a load balancer: each sets X-Forwarded-For to act as a client of its own
    // (rate limits); e2e/rate-limits.spec.ts connects from 127.0.0.2 as a client nobody vouches for
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1, ::1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
