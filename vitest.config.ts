import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Unit and component tests. A test file picks jsdom with a
 * `// @vitest-environment jsdom` first line; the default is node.
 * The Storybook project (stories run as browser tests) is added beside it.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@/': here('./src/'),
      '@generated/': here('./generated/'),
      '@cms/': here('./cms/'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'cms/**/*.test.ts', 'scripts/**/*.test.ts', 'messages/**/*.test.ts'],
          setupFiles: [here('./vitest.setup.ts')],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
