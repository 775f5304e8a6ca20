import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { e2eLanes, type E2eLane } from './e2e/support/lanes';

/**
 * End-to-end tests run against the production build (`next build` first)
 * served with the embedded content service on a temporary copy of
 * cms/content, so tests may edit content without touching the repository.
 *
 * They run in lanes side by side (ADR 0059, e2e/support/lanes.ts): each lane has its own server on its own copy
 * of the content and runs its spec files one at a time, so tests that edit content, stage an outage or fill the
 * forms' database never meet another lane's. E2E_LANES (default 2) sets how many; 1 is the single server of before.
 */
const port = Number(process.env.E2E_PORT ?? 3000);
const cmsPort = Number(process.env.E2E_CMS_PORT ?? 4010);
const laneCount = Number(process.env.E2E_LANES ?? 2);
/** lane 0's site: the one rate-limits and refusals connect to themselves */
export const baseURL = `http://localhost:${port}`;

/**
 * The spec files of each lane but the last, which runs every other file. Pinned to lane 0, the server as built:
 * preview (its live update is the browser's connection to the content service, which the built policy allows on
 * the built port only), rate-limits and refusals (they connect to `baseURL` above). The others balance the lanes'
 * durations as measured (ADR 0059). On the CI run of 2026-11-25 lane 0 had about 750 s of test time and lane 1
 * about 1,450 s, phones included: routes, security and phone-visitor (about 350 s) moved to lane 0. On the run of
 * 2026-12-07 (the suite had grown) lane 0 had 1,243 s and lane 1 1,707 s: phone-layout and parking-map (235 s)
 * moved to lane 0. Move one when a lane's share grows: the slower lane is the e2e step's time.
 */
const laneSpecs = [
  [
    'preview',
    'rate-limits',
    'refusals',
    'accessibility',
    'outage',
    'forms',
    'map',
    'routes',
    'security',
    'phone-visitor',
    'phone-layout',
    'parking-map',
  ],
].map((names) => names.map((name) => `**/${name}.spec.ts`));
if (!Number.isInteger(laneCount) || laneCount < 1 || laneCount > laneSpecs.length + 1) {
  throw new Error(`E2E_LANES is 1 to ${laneSpecs.length + 1}, not ${process.env.E2E_LANES}`);
}
const lanes = e2eLanes(
  laneCount,
  port,
  cmsPort,
  process.env.E2E_FAULT_PORT ? Number(process.env.E2E_FAULT_PORT) : undefined,
);

/**
 * The server runs in production mode, which refuses the published development secrets: the tests and
 * the server they start share these (e2e/support/secrets.ts reads them back).
 */
process.env.PREVIEW_SECRET ||= 'e2e-preview-secret-not-for-production';
process.env.CMS_WEBHOOK_SECRET ||= 'e2e-webhook-secret-not-for-production';
// the content service refuses its published development tokens in production too (ADR 0048)
process.env.DATOCMS_PUBLISHED_TOKEN ||= 'e2e-published-token-not-for-production';
process.env.DATOCMS_DRAFT_TOKEN ||= 'e2e-draft-token-not-for-production';

const desktop = { ...devices['Desktop Chrome'], channel: undefined, locale: 'pt-BR' };
const mobile = { ...devices['Pixel 7'], channel: undefined, locale: 'pt-BR' };

/**
 * A lane's projects: every spec on a desktop, then the @mobile ones on a phone, after (one project at a time on
 * the lane's server: `workers: 1` each, and the phone project waits for the desktop one).
 */
function laneProjects(lane: E2eLane): NonNullable<PlaywrightTestConfig['projects']> {
  const laneURL = `http://localhost:${lane.port}`;
  const files =
    lanes.length === 1
      ? {}
      : lane.index < lanes.length - 1
        ? { testMatch: laneSpecs[lane.index] }
        : { testIgnore: laneSpecs.slice(0, lanes.length - 1).flat() };
  const suffix = lanes.length === 1 ? '' : ` lane ${lane.index}`;
  const use = { baseURL: laneURL, storageState: decidedConsent(laneURL) };
  return [
    { name: `desktop${suffix}`, use: { ...desktop, ...use }, metadata: { lane }, workers: 1, ...files },
    {
      name: `mobile${suffix}`,
      use: { ...mobile, ...use },
      metadata: { lane },
      workers: 1,
      grep: /@mobile/,
      dependencies: [`desktop${suffix}`],
      ...files,
    },
  ];
}

/**
 * A visitor who has already made the cookie choice (analytics refused), so the consent bar covers nothing
 * the tests click; e2e/consent.spec.ts starts from an empty storage.
 */
function decidedConsent(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          {
            name: 'jacaranda-consent',
            value: JSON.stringify({ version: 1, analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' }),
          },
        ],
      },
    ],
  };
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // one worker per lane, each lane's files in turn
  workers: lanes.length,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // A Brazilian visitor by default: `/` detects the browser language (e2e/locale.spec.ts covers English browsers).
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The service worker (ADR 0075) would precache the build in every test's fresh browser and answer requests
    // the specs route or count: offline, caching and preview specs allow it (ADR 0076; E2E_SERVICE_WORKERS=allow runs all).
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    // A trace records DOM snapshots and screenshots at every step of every test, and 'retain-on-failure' pays that
    // on the tests that pass too; CI retries once, so it traces the retry of a failure only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: lanes.flatMap(laneProjects),
  webServer: lanes.map((lane) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${lane.port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(lane.port),
      CMS_PORT: String(lane.cmsPort),
      E2E_FAULT_PORT: String(lane.faultPort),
      // the port the build baked (images, the content security policy): lane 0's service
      E2E_BUILD_CMS_PORT: String(cmsPort),
      E2E_CONTENT_DIR_MARKER: lane.contentDirMarker,
      E2E_DATA_DIR_MARKER: lane.dataDirMarker,
      PREVIEW_SECRET: process.env.PREVIEW_SECRET!,
      CMS_WEBHOOK_SECRET: process.env.CMS_WEBHOOK_SECRET!,
      DATOCMS_PUBLISHED_TOKEN: process.env.DATOCMS_PUBLISHED_TOKEN!,
      DATOCMS_DRAFT_TOKEN: process.env.DATOCMS_DRAFT_TOKEN!,
    },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
