// @ts-check
import { withSentryConfig } from '@sentry/nextjs/config';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { proxyRewriteRule } from './src/i18n/public-rewrites.ts';
import {
  cmsAssetPort as cmsPortOf,
  policyOriginsFromEnv,
  securityHeaderRules,
  usesLocalCms as readsLocalCms,
} from './src/lib/security/security-headers.ts';

/**
 * Next.js configuration.
 *
 * Telemetry is not a config option: it is turned off with the environment
 * variable `NEXT_TELEMETRY_DISABLED=1` (set by the npm scripts and CI, see
 * README "Environment variables"), so nothing leaves the machine at build time.
 */
// Message keys are typed from messages/pt.json in src/global.d.ts (a plain JSON import:
// keys are checked, wording stays `string`, so fixtures and stories can pass either file).
// Messages are compiled at build time (ADR 0051… see docs/adr): the browser gets next-intl's formatter
// without its ICU parser (intl-messageformat, about 12 kB gzip on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: ['pt', 'en'], sourceLocale: 'pt', precompile: true },
  },
});

/** The embedded content service serves images on localhost:4010 (CMS_PORT may move it). */
const cmsAssetPort = cmsPortOf(process.env);
const usesLocalCms = readsLocalCms(process.env);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Each engineer / CI job builds into its own folder so parallel builds never clash.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The proxy answers a page path's trailing slash with the one redirect that also fixes the rest of the URL
  // (`/pt/x/` → `/x`, not `/pt/x` and then `/x`; src/proxy.ts)
  skipTrailingSlashRedirect: true,
  // pdf.js reads résumés on the server (ADR 0047): Node loads it from node_modules as published, unbundled.
  serverExternalPackages: ['pdfjs-dist'],
  // On every answer, pages, API routes and assets alike (ADR 0030).
  async headers() {
    return securityHeaderRules(policyOriginsFromEnv(process.env));
  },
  // The proxy's rewrites, applied where visitors cannot see them (src/i18n/public-rewrites.ts).
  async rewrites() {
    return { beforeFiles: [proxyRewriteRule()], afterFiles: [], fallback: [] };
  },
  experimental: {
    // Unknown paths render src/app/global-not-found.tsx (see there why).
    globalNotFound: true,
    // Next 16.3+'s optimistic routing re-requests a prefetch it cannot fit in its predicted route tree, for
    // ever: links whose [locale] differs from the page's (the language switcher, every English page) and the
    // home page's links sent a few hundred requests a second. Off, each link is prefetched once
    // (e2e/prefetch.spec.ts; vercel/next.js#97135, #97329).
    optimisticRouting: false,
    // A job application carries a résumé of up to 5 MB; the action itself refuses larger files with 413's
    // message (src/features/forms/server/handle-submission.ts), so the limit leaves room for the multipart envelope.
    serverActions: { bodySizeLimit: '6mb' },
    // Subresource Integrity: each script tag names its file's hash, so a script altered between the build
    // and the browser (a tampered CDN copy) is refused; inline scripts are held by the CSP's hashes (ADR 0030).
    sri: { algorithm: 'sha256' },
  },
  // Every content read is a 'use cache' function tagged with DatoCMS cache tags (ADR 0011).
  cacheComponents: true,
  // Off: with it, a record published after the build is first served as its route's fallback shell
  // (status 200) while the page streams in, so a missing record could never answer 404, nor a wrong
  // name 308. Pages render once on their first visit instead, with their real status (ADR 0011).
  partialPrefetching: false,
  // Next's page cache plus the CDN headers (Cache-Control public, Cache-Tag): src/server/page-cache-handler.mjs
  cacheHandler: fileURLToPath(new URL('./src/server/page-cache-handler.mjs', import.meta.url)),
  // 'use cache' entries: Next's in-memory handler, or with REDIS_URL one Redis shared by every instance,
  // entries and tag invalidations alike (src/server/shared-cache, ADR 0035).
  cacheHandlers: {
    default: fileURLToPath(new URL('./src/server/shared-cache/use-cache-handler.mjs', import.meta.url)),
  },
  images: {
    // AVIF first (about a fifth smaller than WebP for photos), WebP for browsers without it.
    formats: ['image/avif', 'image/webp'],
    // Exact hosts only: a wildcard host would turn the optimizer into an open proxy.
    remotePatterns: [
      { protocol: 'http', hostname: 'localhost', port: cmsAssetPort, pathname: '/assets/**' },
      { protocol: 'https', hostname: 'www.datocms-assets.com', pathname: '/**' },
    ],
    // Next 16 refuses to optimize images from private addresses; the embedded
    // content service is one, so allow it only when the site points at it.
    dangerouslyAllowLocalIP: usesLocalCms,
  },
};

/**
 * Sentry's build plugin: source maps are uploaded only when SENTRY_AUTH_TOKEN
 * (with SENTRY_ORG / SENTRY_PROJECT) is set; without it nothing is uploaded,
 * created or downloaded at build time, so the build stays offline.
 */
const sentryUploads = Boolean(process.env.SENTRY_AUTH_TOKEN);

export default withSentryConfig(withNextIntl(nextConfig), {
  silent: true,
  telemetry: false,
  authToken: process.env.SENTRY_AUTH_TOKEN,
  org: process.env.SENTRY_ORG,
  project: process.env.SENTRY_PROJECT,
  sourcemaps: { disable: !sentryUploads },
  release: { create: sentryUploads },
});
