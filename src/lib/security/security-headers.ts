import { TRAILER_PLAYER_ORIGINS } from './frame-origins.ts';
import { createHash } from 'node:crypto';
import { DRAFT_MODE_COOKIE } from '../../server/next-internals/protocol.ts';
import { TAG_MANAGER_INIT_SCRIPT } from './tag-manager-script.ts';

export { TAG_MANAGER_INIT_SCRIPT };

/**
 * The headers every answer of the site carries (next.config `headers()`), and
 * the one draft mode changes. ADR 0030 says what the policy allows and why.
 */

export interface PolicyOrigins {
  /** where CMS images come from (the embedded service, or DatoCMS's asset host) */
  images: readonly string[];
  /** what the browser may fetch besides the site: the real-time preview API, the error reporter */
  connect: readonly string[];
}

/**
 * Google Tag Manager (spec §5), loaded only after the visitor accepts
 * analytics (src/features/consent/ConsentModeAnalytics.tsx): its script host, and where
 * its tags send data and pixels.
 */
export const TAG_MANAGER_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  images: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

/** DatoCMS's web previews show draft pages inside the CMS: only draft answers may be framed there. */
export const DATOCMS_FRAME_ANCESTORS = ['https://*.admin.datocms.com', 'https://plugins-cdn.datocms.com'] as const;

export interface PolicyOptions {
  /** who may frame the page: the site itself, and in draft mode the CMS */
  frameAncestors?: readonly string[];
  /**
   * The hashes of the page's inline scripts (`inlineScriptHashes`): only those
   * run. Without them (a page rendered per request) any inline script may.
   */
  scriptHashes?: readonly string[];
}

export function contentSecurityPolicy(
  origins: PolicyOrigins,
  { frameAncestors = ["'self'"], scriptHashes }: PolicyOptions = {},
): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // a hash beside 'unsafe-inline' would switch it off: the tag manager's hash joins only a hashed policy
    [
      'script-src',
      "'self'",
      ...(scriptHashes
        ? [...scriptHashes, scriptHash(TAG_MANAGER_INIT_SCRIPT)].map((h) => `'${h}'`)
        : ["'unsafe-inline'"]),
      ...TAG_MANAGER_ORIGINS.script,
    ],
    // React's style attributes and next/font's inline @font-face
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...origins.images, ...TAG_MANAGER_ORIGINS.images],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...origins.connect, ...TAG_MANAGER_ORIGINS.connect],
    // trailers play in their hosts' players inside the site's dialog (src/features/cinema/model/trailer-embed.ts)
    ['frame-src', TRAILER_PLAYER_ORIGINS.join(' ')],
    // the service worker (public/sw.js, src/features/offline): the site's own script only
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...frameAncestors],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Next's draft-mode cookie: present on an editor's requests only. */
export { DRAFT_MODE_COOKIE };

type Header = { key: string; value: string };
type HeaderRule = {
  source: string;
  headers: Header[];
  has?: { type: 'cookie'; key: string }[];
  missing?: { type: 'cookie'; key: string }[];
};

/**
 * next.config `headers()`: the headers of every answer, and the policy, which
 * differs in draft mode only. Draft answers are never cached, so they alone
 * may say that the CMS's web previews may frame them.
 */
export function securityHeaderRules(origins: PolicyOrigins): HeaderRule[] {
  const draft = [{ type: 'cookie' as const, key: DRAFT_MODE_COOKIE }];
  const policy = (frameAncestors: readonly string[]) => [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(origins, { frameAncestors }) },
  ];
  return [
    { source: '/:path*', headers: securityHeaders() },
    { source: '/:path*', missing: draft, headers: policy(["'self'"]) },
    { source: '/:path*', has: draft, headers: policy(["'self'", ...DATOCMS_FRAME_ANCESTORS]) },
  ];
}

/** Every header but the policy. */
export function securityHeaders(): Header[] {
  return [
    // Browsers ignore it over plain HTTP (localhost), and keep it for two years once seen over HTTPS.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // For browsers without frame-ancestors; those with it follow the CSP (draft mode allows the CMS).
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
  ];
}

/**
 * The CSP hashes (`sha256-…`) of a document's inline scripts: Next's payload
 * scripts and the contrast boot script. Data blocks (JSON-LD) do not run and
 * need none. React escapes `</script` inside scripts, so the first closing tag
 * ends each one.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes];
}

/** A script's CSP hash source (`sha256-…`, base64). */
export function scriptHash(body: string): string {
  return `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

/** The origin of a URL, or nothing when it is not one (an unset optional variable). */
function originOf(url: string | undefined): string[] {
  if (!url || !URL.canParse(url)) return [];
  return [new URL(url).origin];
}

type Env = Record<string, string | undefined>;

/** Whether the site reads the embedded content service (on this machine) rather than DatoCMS. */
export function usesLocalCms(env: Env): boolean {
  return !env.DATOCMS_GRAPHQL_URL || /^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(env.DATOCMS_GRAPHQL_URL);
}

/** The embedded content service's port, where its images are (CMS_PORT may move it). */
export function cmsAssetPort(env: Env): string {
  return env.CMS_PORT || '4010';
}

/** The origins the policy names, from the same variables the site reads. */
export function policyOriginsFromEnv(env: Env): PolicyOrigins {
  const local = usesLocalCms(env);
  const cms = `http://localhost:${cmsAssetPort(env)}`;
  return {
    images: local ? [cms] : ['https://www.datocms-assets.com'],
    connect: [
      ...originOf(env.DATOCMS_LISTEN_URL ?? (local ? cms : 'https://graphql-listen.datocms.com')),
      ...originOf(env.NEXT_PUBLIC_SENTRY_DSN),
    ],
  };
}
