import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Debian's Chromium: nothing downloads a browser on this machine or in CI. */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

/**
 * Stories run as browser tests twice: as designers see them by default
 * (pt, normal contrast) and in English with the high-contrast theme, so an
 * accessibility violation in either theme fails CI.
 */
const storybookProject = (name: string, theme: string) => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: here('./.storybook') })],
  define: { 'import.meta.env.STORYBOOK_TEST_THEME': JSON.stringify(theme) },
  test: {
    name,
    browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' as const }] },
    testTimeout: 30_000,
  },
});

/**
 * Unit and component tests: a test file picks jsdom with a
 * `// @vitest-environment jsdom` first line; the default is node.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@/': here('./src/'),
      '@generated/': here('./generated/'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'cms/**/*.test.ts', 'scripts/**/*.test.ts', 'messages/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.browser.test.{ts,tsx}'],
          setupFiles: [here('./vitest.setup.ts')],
          testTimeout: 20_000,
          // next-intl's ESM imports `next/navigation` without an extension, which only a bundler resolves.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        // What only a real browser can tell (`*.browser.test.ts`): the browser builds of libraries, fetch, CORS.
        extends: true,
        // Next's browser builds (Sentry's among them) read `process.env.*`, which Next replaces at build time.
        define: { 'process.env': JSON.stringify({ NODE_ENV: 'test' }) },
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          globalSetup: [here('./src/lib/error-reporting/sentry-receiver.global-setup.ts')],
          browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' as const }] },
          testTimeout: 30_000,
        },
      },
      storybookProject('storybook', 'pt-normal'),
      storybookProject('storybook-en-high-contrast', 'en-high'),
    ],
  },
});
