import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  DATOCMS_FRAME_ANCESTORS,
  DRAFT_MODE_COOKIE,
  inlineScriptHashes,
  policyOriginsFromEnv,
  securityHeaderRules,
  securityHeaders,
  TAG_MANAGER_INIT_SCRIPT,
  TAG_MANAGER_ORIGINS,
} from './security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  it('the embedded content: its images and its live preview on this machine, nothing else', () => {
    const origins = policyOriginsFromEnv({ CMS_PORT: '4200' });
    expect(origins).toEqual({ images: ['http://localhost:4200'], connect: ['http://localhost:4200'] });
  });

  it('DatoCMS: its asset host, the listen API and the error reporter of the DSN', () => {
    const origins = policyOriginsFromEnv({
      DATOCMS_GRAPHQL_URL: 'https://graphql.datocms.com',
      NEXT_PUBLIC_SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42',
    });
    expect(origins.images).toEqual(['https://www.datocms-assets.com']);
    expect(origins.connect).toEqual(['https://graphql-listen.datocms.com', 'https://o1.ingest.sentry.io']);
  });

  it('no plugins, no foreign base or forms, framed by the site itself only', () => {
    const policy = contentSecurityPolicy({ images: [], connect: [] });
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it("draft mode's policy lets the CMS's web previews frame the page", () => {
    const policy = contentSecurityPolicy(
      { images: [], connect: [] },
      { frameAncestors: ["'self'", ...DATOCMS_FRAME_ANCESTORS] },
    );
    expect(directive(policy, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${DATOCMS_FRAME_ANCESTORS.join(' ')}`);
  });

  it('every answer carries the transport, sniffing, referrer and permissions headers, and one policy', () => {
    const names = securityHeaders().map((h) => h.key);
    expect(names).toEqual([
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
    ]);
    const [all, published, draft] = securityHeaderRules({ images: [], connect: [] });
    expect(all?.headers.map((h) => h.key)).toEqual(names);
    // exactly one of the two policy rules applies to a request: with or without the draft cookie
    expect(published?.missing).toEqual([{ type: 'cookie', key: DRAFT_MODE_COOKIE }]);
    expect(draft?.has).toEqual([{ type: 'cookie', key: DRAFT_MODE_COOKIE }]);
    expect(directive(published!.headers[0]!.value, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(draft!.headers[0]!.value, 'frame-ancestors')).toBe(
      `frame-ancestors 'self' ${DATOCMS_FRAME_ANCESTORS.join(' ')}`,
    );
  });

  it("a cached page's policy lets exactly its own inline scripts run", () => {
    const boot = "document.documentElement.dataset.contrast='high'";
    const payload = 'self.__next_f.push([1,"a"])';
    const html = `<html><head><script id="contrast-boot">${boot}</script><script src="/_next/static/chunks/a.js" async=""></script></head>
      <body><script>${payload}</script><script>${payload}</script><script type="application/ld+json">{"@type":"Store"}</script></body></html>`;
    const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([sha(boot), sha(payload)]);
    const policy = contentSecurityPolicy({ images: [], connect: [] }, { scriptHashes: inlineScriptHashes(html) });
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' '${sha(boot)}' '${sha(payload)}' '${sha(TAG_MANAGER_INIT_SCRIPT)}' ${TAG_MANAGER_ORIGINS.script.join(' ')}`,
    );
  });

  it('a page rendered per request, whose scripts are not known in advance, allows inline scripts', () => {
    // no hash beside 'unsafe-inline': one would switch it off
    expect(directive(contentSecurityPolicy({ images: [], connect: [] }), 'script-src')).toBe(
      `script-src 'self' 'unsafe-inline' ${TAG_MANAGER_ORIGINS.script.join(' ')}`,
    );
  });
});
