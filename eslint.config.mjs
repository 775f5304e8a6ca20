import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['generated/**', '.next*/**', 'storybook-static/**', 'node_modules/**', 'cms/.cache/**', 'playwright-report/**', 'test-results/**'],
  },
  {
    rules: {
      // No `any` in the data path (DESIGN.md); tests may cast.
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
];
