import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { featureBoundaries } from './eslint-rules/feature-boundaries.mjs';

export default [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'generated/**',
      '.next*/**',
      'scripts/bench/bare-app/.next*/**',
      'storybook-static/**',
      'node_modules/**',
      'cms/.cache/**',
      'playwright-report/**',
      'test-results/**',
      // the service worker the build writes (serwist, ADR 0075), minified
      'public/sw.js',
    ],
  },
  {
    rules: {
      // No `any` in the data path (DESIGN.md); tests may cast.
      '@typescript-eslint/no-explicit-any': 'error',
      // These three rules check code for the React Compiler, which this project does not use.
      // What they flag here is deliberate: latest-value refs for native listeners (the map's
      // non-passive wheel handler), a mount flag for progressive enhancement, and state that
      // follows the URL during render (PlaceFilters) — React's documented alternatives to effects.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
    },
  },
  {
    // The site speaks DatoCMS's protocol and must not depend on the embedded service that
    // stands in for it in development (ADR 0038): shared shapes live in src/lib/content.
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/cms/**', '!@/lib/cms/**', '!**/lib/cms/**', '!./**'],
              message: 'src/ must not import cms/ (the embedded content service); shared shapes are in @/lib/content.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature is one folder (ADR 0038): src/lib and src/components never import a feature, and a
    // feature reaches another only through its index.ts (or server.ts for server-only code).
    files: ['src/**/*.{ts,tsx,mts,mjs}'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
];
