import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { NEXT_PAGE_CACHE_ANSWER_HEADERS, RSC_HEADER } from '../next-internals/protocol.ts';
import { localeOfPath, RETRY_AFTER_SECONDS, type SiteLocale } from './unavailable-page.ts';

/**
 * Turns Next's 500 for a page that failed for want of content into a 503 with
 * `Retry-After` and the site's outage page, rendered on the server: heading,
 * message and button readable without JavaScript, in the URL's locale.
 * Crawlers get the status and a line of text, never an error screen to index
 * (spec §8). Anything else (a 500 from a rendering bug, API routes, assets,
 * RSC payloads of client navigations) is left exactly as Next answers it.
 *
 * Next writes its status with `writeHead` (directly, or implicitly on the
 * first write; src/server/next-internals/protocol.ts): that is where the answer is decided. From there Next's body
 * is dropped (its compression too: it writes through these methods) and the
 * outage page is sent, uncompressed, when Next ends.
 */

export interface OutageGuardOptions {
  /** set during the request when a content query gave up (src/lib/cms/content-unavailable.ts) */
  record: { contentUnavailable: boolean };
  /** for requests Next answered from another's render: the content service's last answer was a failure */
  recentlyUnavailable: () => boolean;
  unavailableHtml: (locale: SiteLocale) => Promise<string>;
  isBot: (userAgent: string | undefined) => boolean;
}

/** A browser asking for a page's document: not an asset, an API route or an RSC payload. */
export function isPageDocumentRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers[RSC_HEADER] !== undefined) return false;
  const path = request.url ?? '/';
  return !path.startsWith('/_next/') && !path.startsWith('/api/') && !/\.[a-z0-9]{2,5}(\?|$)/i.test(path);
}

const DROPPED_HEADERS = [
  'content-length',
  'content-encoding',
  'etag',
  ...NEXT_PAGE_CACHE_ANSWER_HEADERS,
  'transfer-encoding',
];

export function guardAgainstContentOutage(
  request: IncomingMessage,
  response: ServerResponse,
  options: OutageGuardOptions,
): void {
  if (!isPageDocumentRequest(request)) return;
  const writeHead = response.writeHead.bind(response) as (
    status: number,
    headers?: OutgoingHttpHeaders,
  ) => ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (chunk?: string, callback?: () => void) => ServerResponse;
  /** set once Next's 500 is replaced: from then on, whatever Next writes goes nowhere */
  let replaced = false;
  let ended = false;

  // Installed before Next handles the request, so whatever wraps the response later (Next's
  // compression) writes through these and is silenced with the rest once the answer is replaced.
  response.write = ((...args: unknown[]) => (replaced ? true : write(...args))) as ServerResponse['write'];
  response.end = ((...args: unknown[]) => {
    if (!replaced) return (end as (...a: unknown[]) => ServerResponse)(...args);
    const callback = args.find((a): a is () => void => typeof a === 'function');
    if (ended) return response;
    ended = true;
    if (request.method === 'HEAD') return end(undefined, callback);
    if (options.isBot(request.headers['user-agent'])) return end('503 Service Unavailable\n', callback);
    void options.unavailableHtml(localeOfPath(request.url ?? '/')).then((html) => end(html, callback));
    return response;
  }) as ServerResponse['end'];

  response.writeHead = function guardedWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status !== 500 || !(options.record.contentUnavailable || options.recentlyUnavailable())) {
      return (writeHead as (...args: unknown[]) => ServerResponse)(status, ...rest);
    }
    replaced = true;
    const passed =
      rest.find((r): r is OutgoingHttpHeaders => typeof r === 'object' && r !== null && !Array.isArray(r)) ?? {};
    for (const [name, value] of Object.entries(passed))
      if (value !== undefined && !DROPPED_HEADERS.includes(name.toLowerCase())) response.setHeader(name, value);
    for (const name of DROPPED_HEADERS) response.removeHeader(name);
    response.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    response.setHeader('cache-control', 'no-store');
    response.setHeader(
      'content-type',
      options.isBot(request.headers['user-agent']) ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
    );
    return writeHead(503);
  } as ServerResponse['writeHead'];
}
