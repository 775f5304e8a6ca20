/**
 * Where the proxy's rewrites happen. A rewrite returned by the proxy
 * (`NextResponse.rewrite`) is announced to the visitor in an
 * `x-middleware-rewrite` response header, publishing the site's internal
 * paths (`/pt/sobre`, `/en/lojas/filtro/…`). So the proxy decides the
 * destination as before but hands it to Next in a request header, and one
 * config rewrite (next.config `rewrites().beforeFiles`) applies it: config
 * rewrites are invisible (ADR 0011).
 */
export const REWRITE_REQUEST_HEADER = 'x-mall-rewrite';

/** The rule for next.config.mjs: a destination path from the proxy's header (the request's query is kept). */
export function proxyRewriteRule() {
  return {
    source: '/:path*',
    has: [{ type: 'header' as const, key: REWRITE_REQUEST_HEADER, value: '/(?<destination>.*)' }],
    destination: '/:destination*',
  };
}
