// @ts-check
// The service worker's build (ADR 0075): `serwist build serwist.config.mjs` runs after `next build` (npm run build),
// Serwist's "configurator mode", the one that works with Turbopack. It bundles src/features/offline/worker/sw.ts
// with esbuild into public/sw.js, with the list of the build's files to keep (JavaScript, CSS, fonts) and the
// build's id, which names the worker's caches: a new deployment's worker replaces them all.
import { readFileSync } from 'node:fs';
import { serwist } from '@serwist/next/config';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildId = readFileSync(`${distDir}/BUILD_ID`, 'utf8').trim();

export default serwist(
  {
    swSrc: 'src/features/offline/worker/sw.ts',
    swDest: 'public/sw.js',
    // Pages are kept as visited (network first), never from the build: a page prerendered at build time may be
    // older than the content by the time the worker installs.
    precachePrerendered: false,
    // svg: the icon sprite, drawn on every page
    globPatterns: [`${distDir}/static/**/*.{js,css,woff2,svg}`],
    // The service worker's own bundle reads the build id as a constant.
    esbuildOptions: { define: { __BUILD_ID__: JSON.stringify(buildId) } },
  },
  // Only what the configurator reads of Next's settings: loading next.config.mjs again would run its plugins.
  /** @type {import('next/dist/server/config-shared.js').NextConfigComplete} */ (
    /** @type {unknown} */ ({ distDir, basePath: '', assetPrefix: '' })
  ),
  { isDev: false },
);
