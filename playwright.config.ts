import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the production build (`next build` first)
 * served with the embedded content service on a temporary copy of
 * cms/content, so tests may edit content without touching the repository.
 */
const port = Number(process.env.E2E_PORT ?? 3000);
const cmsPort = Number(process.env.E2E_CMS_PORT ?? 4010);
export const baseURL = `http://localhost:${port}`;

/**
 * The server runs in production mode, which refuses the published development secrets: the tests and
 * the server they start share these (e2e/support/secrets.ts reads them back).
 */
process.env.PREVIEW_SECRET ||= 'e2e-preview-secret-not-for-production';
process.env.CMS_WEBHOOK_SECRET ||= 'e2e-webhook-secret-not-for-production';
// the content service refuses its published development tokens in production too (ADR 0048)
process.env.DATOCMS_PUBLISHED_TOKEN ||= 'e2e-published-token-not-for-production';
process.env.DATOCMS_DRAFT_TOKEN ||= 'e2e-draft-token-not-for-production';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // A Brazilian visitor by default: `/` detects the browser language (e2e/locale.spec.ts covers English browsers).
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A visitor who has already made the cookie choice (analytics refused), so the consent bar covers nothing
    // the tests click; e2e/consent.spec.ts starts from an empty storage.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'jacaranda-consent', value: JSON.stringify({ version: 1, analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' }) }] }],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, locale: 'pt-BR' } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined, locale: 'pt-BR' }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(port),
      CMS_PORT: String(cmsPort),
      PREVIEW_SECRET: process.env.PREVIEW_SECRET,
      CMS_WEBHOOK_SECRET: process.env.CMS_WEBHOOK_SECRET,
      DATOCMS_PUBLISHED_TOKEN: process.env.DATOCMS_PUBLISHED_TOKEN,
      DATOCMS_DRAFT_TOKEN: process.env.DATOCMS_DRAFT_TOKEN,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
