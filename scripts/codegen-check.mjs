// Fails when generated/ is not what `npm run codegen` makes from graphql/ now:
// generates into a scratch folder and compares file by file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scratch = mkdtempSync(join(tmpdir(), 'codegen-check-'));
try {
  execFileSync('graphql-codegen', ['--config', 'codegen.ts', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, CODEGEN_OUT_DIR: `${scratch}/` },
  });
  const fresh = readdirSync(scratch).sort();
  const committed = existsSync('generated') ? readdirSync('generated').sort() : [];
  const stale = [...new Set([...fresh, ...committed])].filter((file) => {
    const a = join(scratch, file);
    const b = join('generated', file);
    return !existsSync(a) || !existsSync(b) || readFileSync(a, 'utf8') !== readFileSync(b, 'utf8');
  });
  if (stale.length > 0) {
    console.error(`generated/ is stale (${stale.join(', ')}): run \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  console.log('generated/ is up to date.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
