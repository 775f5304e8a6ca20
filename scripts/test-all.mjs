// `npm test`: every test of the project, in the order that fails fastest.
// Each step is a separate process so one failure names its step clearly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Installs a Debian package when a fresh machine lacks it and we may (root); exits with a message when still missing. */
function requireDebianPackage(path, packageName, purpose) {
  if (existsSync(path)) return;
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian's ${packageName} ${purpose}…`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', packageName], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync(path)) {
    console.error(`No ${packageName} at ${path}: install Debian's package (apt-get install -y ${packageName}).`);
    process.exit(1);
  }
}

// Stories and end-to-end tests drive Debian's Chromium (CHROMIUM_PATH may name another).
requireDebianPackage(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium', 'for the browser tests');
// The shared cache's tests and the two-instance check start their own Redis.
requireDebianPackage(process.env.REDIS_SERVER ?? '/usr/bin/redis-server', 'redis-server', 'for the shared cache tests');
// The W3C Nu HTML Checker (vnu-jar) of the site check runs on Java.
requireDebianPackage('/usr/bin/java', 'default-jre-headless', 'for the HTML validator');

const steps = [
  ['schema and generated code are up to date', 'npm', ['run', '-s', 'check:generated']],
  // Route types (LayoutProps, PageProps) come from Next's generator; a fresh clone has none yet.
  ['route types (next typegen)', 'npx', ['next', 'typegen']],
  ['types', 'npx', ['tsc', '--noEmit']],
  ['lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings', '20']],
  ['format (Prettier; `npx prettier --write .` fixes it)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']],
  ['unit and component tests (vitest)', 'npx', ['vitest', 'run', '--project', 'unit']],
  [
    'stories as browser tests, pt and en high contrast (Storybook + vitest), and the browser tests',
    'npx',
    ['vitest', 'run', '--project', 'storybook', '--project', 'storybook-en-high-contrast', '--project', 'browser'],
  ],
  // under a rate limit tighter than DatoCMS's, so the build meets real 429s and must wait them out (ADR 0042)
  [
    'production build (with the content service, rate-limited)',
    'npm',
    ['run', '-s', 'build'],
    { CMS_RATE_LIMIT: '15/s' },
  ],
  ['end-to-end tests (Playwright)', 'npx', ['playwright', 'test']],
  ['two instances share one cache through Redis', 'node', ['scripts/scale-out-check.mjs']],
  // the built site as an outside crawler sees it, without JavaScript: links, hreflang, canonicals, structured
  // data, and the W3C validator on every template in both locales (ADR 0063)
  [
    'crawl and W3C validation of the built site, both locales (no JavaScript)',
    'node',
    ['scripts/checks/site-check.ts'],
  ],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const [name, cmd, args, stepEnv = {}] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...stepEnv },
  });
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
