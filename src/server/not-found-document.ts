import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { NEXT_ERROR_SHELL_ID, NEXT_ERROR_SHELL_START } from './next-internals/protocol.ts';
import { isPageDocumentRequest } from './outage/outage-guard.ts';
import { localeOfPath, type SiteLocale } from './outage/unavailable-page.ts';

/**
 * A record missing from the CMS (`/artigo/nao-existe`, `/en/cinema/nada`)
 * makes its page call `notFound()`, and Next 16.4 then answers 404 with an
 * empty recovery shell, `<html id="__next_error__"><head>…</head><body></body>`,
 * that only the browser's JavaScript fills in (vercel/next.js#62228): without
 * JavaScript, and for crawlers, a page with no title and no text.
 *
 * The site server fills that shell with the site's 404 page of the URL's
 * locale (the one every unknown path gets, `app/global-not-found.tsx`, asked
 * of the site itself): its `lang`, title, style sheets and body markup,
 * without its scripts. The shell's own scripts stay: Next's client renders a
 * `__next_error__` document from scratch (createRoot, not hydration), so with
 * JavaScript the page is exactly Next's own not-found tree.
 */

const SHELL_START = NEXT_ERROR_SHELL_START;

/** A path no page will ever have, so the site answers it with its 404 page. */
export const NOT_FOUND_PROBE_PATH = '/__pagina-inexistente';

export interface NotFoundParts {
  lang: string;
  /** `<html>`'s classes: next/font's variables, without which the page falls back to the system fonts */
  htmlClass: string | null;
  head: string;
  body: string;
}

/** The parts of the site's 404 document worth copying into the shell: no script runs from them. */
export function notFoundParts(html: string, probePath: string, otherLocaleHome: string): NotFoundParts | null {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  const htmlClass = /<html[^>]*\sclass="([^"]+)"/.exec(html)?.[1] ?? null;
  const title = /<title>[^<]*<\/title>/.exec(html)?.[0];
  const bodyMatch = /<body[^>]*>([\s\S]*)<\/body>/.exec(html);
  if (!lang || !title || !bodyMatch) return null;
  const sheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const viewport = /<meta name="viewport"[^>]*>/.exec(html)?.[0] ?? '';
  const body = bodyMatch[1]!
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    // the language link of the probe's page would lead to the probe in the other locale
    .replaceAll(`href="${probePath}"`, `href="${otherLocaleHome}"`)
    .replaceAll(`href="/en${probePath}"`, `href="${otherLocaleHome}"`);
  return { lang, htmlClass, head: [viewport, title, ...sheets].join(''), body };
}

/** The shell with the 404 page's parts; null when the document is not Next's empty shell. */
export function fillNotFoundShell(shell: string, parts: NotFoundParts): string | null {
  if (!shell.includes(SHELL_START) || !/<body><\/body>|<body>(?=<script)/.test(shell)) return null;
  return shell
    .replace(
      SHELL_START,
      `<html lang="${parts.lang}"${parts.htmlClass ? ` class="${parts.htmlClass}"` : ''} id="${NEXT_ERROR_SHELL_ID}"`,
    )
    .replace('</head>', `${parts.head}</head>`)
    .replace('<body>', `<body>${parts.body}`);
}

/** The site's 404 page parts of a locale, asked of the site itself and remembered for a while. */
export function createNotFoundParts({
  origin,
  fetch = globalThis.fetch,
  keepMs = 60_000,
}: {
  origin: string;
  fetch?: typeof globalThis.fetch;
  keepMs?: number;
}) {
  const kept = new Map<SiteLocale, { parts: NotFoundParts; at: number }>();
  return async function partsFor(locale: SiteLocale): Promise<NotFoundParts | null> {
    const known = kept.get(locale);
    if (known && Date.now() - known.at < keepMs) return known.parts;
    try {
      const path = locale === 'en' ? `/en${NOT_FOUND_PROBE_PATH}` : NOT_FOUND_PROBE_PATH;
      const response = await fetch(new URL(path, origin), {
        signal: AbortSignal.timeout(3_000),
        headers: { accept: 'text/html' },
      });
      const parts =
        response.status === 404
          ? notFoundParts(await response.text(), NOT_FOUND_PROBE_PATH, locale === 'en' ? '/' : '/en')
          : null;
      if (parts) kept.set(locale, { parts, at: Date.now() });
      return parts ?? known?.parts ?? null;
    } catch {
      return known?.parts ?? null;
    }
  };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding) {
    case 'gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}

const REPLACED_HEADERS = ['content-length', 'content-encoding', 'etag', 'transfer-encoding'];

/**
 * Holds a page document's 404 until Next has written it whole (the shell is a
 * few kilobytes), then sends it filled in; any other answer passes untouched.
 */
export function fillNotFoundShells(
  request: IncomingMessage,
  response: ServerResponse,
  partsFor: (locale: SiteLocale) => Promise<NotFoundParts | null>,
): void {
  if (request.method !== 'GET' || !isPageDocumentRequest(request)) return;
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  let held: { status: number; headers: OutgoingHttpHeaders; chunks: Buffer[] } | null = null;

  response.writeHead = function heldWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status !== 404) return writeHead(status, ...rest);
    const passed =
      rest.find((r): r is OutgoingHttpHeaders => typeof r === 'object' && r !== null && !Array.isArray(r)) ?? {};
    // a second writeHead (explicit after an implicit one) adds headers, it does not start the body again
    held = held ? { ...held, headers: { ...held.headers, ...passed } } : { status, headers: passed, chunks: [] };
    return response;
  } as ServerResponse['writeHead'];

  const hold = (chunks: Buffer[], chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
    );
  };

  // Node writes the status line itself on a first write without writeHead: decide here, through the override above
  const decideImplicitly = () => {
    if (!held && !response.headersSent && response.statusCode === 404) response.writeHead(404);
  };

  response.write = ((...args: unknown[]) => {
    decideImplicitly();
    if (!held) return write(...args);
    hold(held.chunks, args[0], args[1]);
    return true;
  }) as ServerResponse['write'];

  response.end = ((...args: unknown[]) => {
    decideImplicitly();
    if (!held) return end(...args);
    const { status, headers, chunks } = held;
    held = null;
    hold(chunks, args[0], args[1]);
    const callback = args.find((a): a is () => void => typeof a === 'function');
    const original = Buffer.concat(chunks);
    const sendOriginal = () => {
      writeHead(status, headers);
      end(original, callback);
    };
    const encoding = String(response.getHeader('content-encoding') ?? headers['content-encoding'] ?? '') || undefined;
    let shell: string;
    try {
      shell = decode(original, encoding).toString('utf8');
    } catch {
      sendOriginal();
      return response;
    }
    if (!shell.includes(SHELL_START)) {
      sendOriginal();
      return response;
    }
    void partsFor(localeOfPath(request.url ?? '/')).then((parts) => {
      const filled = parts ? fillNotFoundShell(shell, parts) : null;
      if (!filled) return sendOriginal();
      for (const name of REPLACED_HEADERS) response.removeHeader(name);
      const kept = Object.fromEntries(
        Object.entries(headers).filter(([name]) => !REPLACED_HEADERS.includes(name.toLowerCase())),
      );
      writeHead(status, { ...kept, 'content-length': Buffer.byteLength(filled) });
      end(filled, callback);
    });
    return response;
  }) as ServerResponse['end'];
}
