import type { StorybookConfig } from '@storybook/nextjs-vite';

/**
 * Storybook for designers: every component, switchable between pt/en and
 * normal/high contrast (toolbar globals in preview.tsx). Stories also run
 * as browser tests through @storybook/addon-vitest (see vitest.config.ts).
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/nextjs-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  features: { experimentalRSC: true },
  viteFinal: async (viteConfig) => {
    // A cold cache makes Vite re-optimize dependencies mid-run and the first
    // story file then fails to import; pre-bundling them keeps CI stable.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'next-intl',
        'use-intl',
        'react-datocms',
        'sonner',
        'consola',
        'react-dom/client',
      ],
    };
    return viteConfig;
  },
};
export default config;
