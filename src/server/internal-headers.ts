import type { IncomingMessage } from 'node:http';
import { NEXT_INTERNAL_REQUEST_HEADER } from './next-internals/protocol.ts';

/**
 * Request headers that only the site's own layers may set: the proxy's unseen
 * rewrite (`x-mall-rewrite`, src/i18n/public-rewrites.ts), next-intl's locale
 * (`x-next-intl-locale`), and Next's middleware, routing, revalidation and
 * resume protocol (`NEXT_INTERNAL_REQUEST_HEADER`, src/server/next-internals/protocol.ts).
 * A visitor's copy would steer what a cached URL renders (a CDN then keeps the
 * wrong page for everyone), so the site server drops them before Next reads the
 * request. Next filters only part of this list itself.
 *
 * The browser router's own protocol stays (`ROUTER_REQUEST_HEADERS`, `next-url`,
 * `next-action`): what a client navigation or a form post legitimately sends,
 * and Next answers them with `Vary` on exactly those headers.
 */
const SITE_INTERNAL_HEADER = /^x-mall-/;

export function isInternalHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return SITE_INTERNAL_HEADER.test(lower) || NEXT_INTERNAL_REQUEST_HEADER.test(lower);
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
