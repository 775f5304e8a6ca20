// `npm test`: every test of the project, in the order that fails fastest.
// Each step is a separate process so one failure names its step clearly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Stories and end-to-end tests drive Debian's Chromium; on a fresh machine install it when we may.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian\'s chromium for the browser tests…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!existsSync(chromium)) {
    console.error(`No Chromium at ${chromium}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

const steps = [
  ['schema and generated code are up to date', 'npm', ['run', '-s', 'check:generated']],
  // Route types (LayoutProps, PageProps) come from Next's generator; a fresh clone has none yet.
  ['route types (next typegen)', 'npx', ['next', 'typegen']],
  ['types', 'npx', ['tsc', '--noEmit']],
  ['lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings', '20']],
  ['unit and component tests (vitest)', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['stories as browser tests, pt and en high contrast (Storybook + vitest)', 'npx', ['vitest', 'run', '--project', 'storybook', '--project', 'storybook-en-high-contrast']],
  ['production build (with the content service)', 'npm', ['run', '-s', 'build']],
  ['end-to-end tests (Playwright)', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status === 0) {
    passed += 1;
    console.log(`━━ ok: ${name} (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`━━ FAILED: ${name} (${seconds} s, exit ${result.status})`);
    break;
  }
}
console.log(`\ntest steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
