// Serves the production build with the content service on a throw-away copy of
// cms/content, so end-to-end tests can edit content (live updates, webhook
// revalidation) without touching the repository. The copy's path is written to
// e2e/.content-dir for the tests.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const contentDir = join(mkdtempSync(join(tmpdir(), 'mall-e2e-')), 'content');
cpSync('cms/content', contentDir, { recursive: true });
writeFileSync('e2e/.content-dir', contentDir);

const child = spawn(process.execPath, ['scripts/run-with-cms.mjs', 'start'], {
  stdio: 'inherit',
  env: { ...process.env, CMS_CONTENT_DIR: contentDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
