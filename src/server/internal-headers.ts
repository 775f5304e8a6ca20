import type { IncomingMessage } from 'node:http';

/**
 * Request headers that only the site's own layers may set: the proxy's unseen
 * rewrite (`x-mall-rewrite`, src/i18n/public-rewrites.ts), next-intl's locale
 * (`x-next-intl-locale`), and Next's middleware, routing, revalidation and
 * resume protocol (`x-middleware-*`, `x-nextjs-*`, `x-next-*`, `x-matched-path`,
 * `x-now-route-matches`, `x-invoke-*`, `x-prerender-revalidate`, `next-resume`).
 * A visitor's copy would steer what a cached URL renders (a CDN then keeps the
 * wrong page for everyone), so the site server drops them before Next reads the
 * request. Next filters only part of this list itself (router-server's
 * `filterInternalHeaders`, checked against next 16.4.6).
 *
 * The browser router's own protocol stays: `rsc`, `next-router-*`, `next-url`
 * and `next-action` are what a client navigation or a form post legitimately
 * sends, and Next answers them with `Vary` on exactly those headers.
 */
const INTERNAL_HEADER = /^(?:x-mall-|x-middleware-|x-nextjs-|x-next-|x-invoke-|x-matched-path$|x-now-route-matches$|x-prerender-revalidate|next-resume$)/;

export function isInternalHeader(name: string): boolean {
  return INTERNAL_HEADER.test(name.toLowerCase());
}

/** Removes every internal header a request arrived with, from both of Node's views of its headers. */
export function stripInternalHeaders(request: IncomingMessage): string[] {
  const stripped = Object.keys(request.headers).filter(isInternalHeader);
  if (stripped.length === 0) return stripped;
  for (const name of stripped) delete request.headers[name];
  const kept: string[] = [];
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const [name, value] = [raw[i]!, raw[i + 1]!];
    if (!isInternalHeader(name)) kept.push(name, value);
  }
  raw.splice(0, raw.length, ...kept);
  return stripped;
}
