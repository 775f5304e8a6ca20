import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { hasMalformedEncoding } from '../lib/url/malformed-encoding.ts';
import { localeOfPath } from './outage/unavailable-page.ts';

/**
 * Requests the site refuses before Next sees them, and a short body for every
 * refusal, so a client (or the person reading its log) learns what was wrong:
 * JSON for the API, a line of text in the URL's locale for pages.
 */

/** What each API route answers (Next adds HEAD beside GET and answers OPTIONS itself); a test keeps it in step with src/app/api. */
export const API_METHODS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^\/api\/search$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/api\/map-floors$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/api\/map-floors\/[^/]+$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/api\/favourites\/[^/]+$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/api\/calendar\/[^/]+\/evento\/[^/]+\/[^/]+$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/api\/calendar\/[^/]+\/sessao\/[^/]+\/[^/]+$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/api\/health$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/api\/build-id$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/api\/preview$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/api\/draft\/enable$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/api\/draft\/disable$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/api\/forms\/[^/]+$/, ['POST', 'OPTIONS']],
  [/^\/api\/revalidate$/, ['POST', 'OPTIONS']],
  [/^\/api\/preview-links$/, ['POST', 'OPTIONS']],
];

/** Pages are read, and posted to by their forms' server actions. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

const pathOf = (url: string) => url.split('?')[0] ?? '/';
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** The methods a path answers; null for an API path the site does not have (Next's 404 answers it). */
export function allowedMethods(url: string): readonly string[] | null {
  const path = pathOf(url);
  if (!isApi(path)) return PAGE_METHODS;
  return API_METHODS.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** A NUL or another control character, raw or percent-encoded, has no place in a URL's path. */
export function hasControlCharacter(url: string): boolean {
  const path = pathOf(url);
  return /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i.test(path);
}

/**
 * An API path whose percent-encoding does not decode names no endpoint. Next would render the 404 page for it,
 * whose URL-reading components cannot decode it either (once in a while a 500); pages get the proxy's redirect
 * to the literal path instead (src/proxy.ts).
 */
export function isUndecodableApiPath(url: string): boolean {
  const path = pathOf(url);
  return isApi(path) && hasMalformedEncoding(path);
}

/**
 * A form of this site posts from this site: a server action sent from another
 * origin is refused here with 403 (Next would throw, and answer 500). The host
 * compared is the one Next compares (`X-Forwarded-Host`, else `Host`).
 */
export function isForeignActionPost(request: IncomingMessage): boolean {
  if (request.method !== 'POST' || isApi(pathOf(request.url ?? '/'))) return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  const forwardedHost = request.headers['x-forwarded-host'];
  const host =
    (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost)?.split(',')[0]?.trim() || request.headers.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

const MESSAGES = {
  methodNotAllowed: {
    pt: (allow: string) => `Método não permitido: este endereço aceita ${allow}.`,
    en: (allow: string) => `Method not allowed: this address accepts ${allow}.`,
  },
  invalidPath: {
    pt: () => 'Endereço inválido: o caminho contém um caractere de controle.',
    en: () => 'Invalid address: the path contains a control character.',
  },
  undecodableApiPath: {
    pt: () => 'Endereço não encontrado: o caminho não é uma codificação válida.',
    en: () => 'Not found: the path is not validly encoded.',
  },
  foreignOrigin: {
    pt: () => 'Envio recusado: este formulário só pode ser enviado a partir do próprio site.',
    en: () => 'Refused: this form can only be sent from the site itself.',
  },
  generic: {
    pt: (status: string) => `A solicitação foi recusada (${status}).`,
    en: (status: string) => `The request was refused (${status}).`,
  },
} as const;

/** A refusal's body: JSON `{ error, message }` for the API, a line of text for the rest. */
export function refusalBody(url: string, status: number, error: string, message: { pt: string; en: string }) {
  if (isApi(pathOf(url))) {
    return {
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ error, message: message.en, status }),
    };
  }
  return { contentType: 'text/plain; charset=utf-8', body: `${status} ${message[localeOfPath(url)]}\n` };
}

function send(
  response: ServerResponse,
  status: number,
  url: string,
  error: string,
  message: { pt: string; en: string },
  headers: OutgoingHttpHeaders = {},
) {
  const { contentType, body } = refusalBody(url, status, error, message);
  response.writeHead(status, {
    ...headers,
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  response.end(response.req?.method === 'HEAD' ? undefined : body);
}

const both = <A extends unknown[]>(entry: { pt: (...a: A) => string; en: (...a: A) => string }, ...args: A) => ({
  pt: entry.pt(...args),
  en: entry.en(...args),
});

/** Answers the request when it is refused before Next; true when it was. */
export function refuseBeforeNext(request: IncomingMessage, response: ServerResponse): boolean {
  const url = request.url ?? '/';
  const method = request.method ?? 'GET';
  if (hasControlCharacter(url)) {
    send(response, 400, url, 'invalid-path', both(MESSAGES.invalidPath));
    return true;
  }
  if (isUndecodableApiPath(url)) {
    send(response, 404, url, 'not-found', both(MESSAGES.undecodableApiPath));
    return true;
  }
  const allowed = allowedMethods(url);
  if (allowed && !allowed.includes(method)) {
    const allow = allowed.join(', ');
    send(response, 405, url, 'method-not-allowed', both(MESSAGES.methodNotAllowed, allow), { allow });
    return true;
  }
  if (isForeignActionPost(request)) {
    send(response, 403, url, 'foreign-origin', both(MESSAGES.foreignOrigin));
    return true;
  }
  return false;
}

/**
 * Gives a body to any refusal (4xx, 5xx) Next would send empty: the status
 * line is held until Next writes something; if it ends without a byte, the
 * short body goes in its place.
 */
export function explainEmptyRefusals(request: IncomingMessage, response: ServerResponse): void {
  if (request.method === 'HEAD') return;
  const writeHead = response.writeHead.bind(response) as (
    status: number,
    headers?: OutgoingHttpHeaders,
  ) => ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  let held: { status: number; headers: OutgoingHttpHeaders } | null = null;
  const release = () => {
    if (held) writeHead(held.status, held.headers);
    held = null;
  };
  response.writeHead = function heldWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    const passed =
      rest.find((r): r is OutgoingHttpHeaders => typeof r === 'object' && r !== null && !Array.isArray(r)) ?? {};
    if (status < 400) return writeHead(status, passed);
    // a second writeHead (explicit after an implicit one) adds its headers to the first
    held = { status, headers: { ...held?.headers, ...passed } };
    return response;
  } as ServerResponse['writeHead'];
  // a first write or end without writeHead makes Node write the status line itself: decide here instead
  response.write = ((...args: unknown[]) => {
    if (held) release();
    else if (!response.headersSent) writeHead(response.statusCode);
    return write(...args);
  }) as ServerResponse['write'];
  response.end = ((...args: unknown[]) => {
    const chunk = args[0];
    const empty =
      chunk === undefined ||
      chunk === null ||
      typeof chunk === 'function' ||
      (typeof chunk === 'string' || chunk instanceof Uint8Array ? chunk.length === 0 : false);
    if (!held && !response.headersSent && response.statusCode >= 400 && empty)
      held = { status: response.statusCode, headers: {} };
    if (!held || !empty) {
      release();
      return end(...args);
    }
    const { status, headers } = held;
    held = null;
    const { contentType, body } = refusalBody(
      request.url ?? '/',
      status,
      `http-${status}`,
      both(MESSAGES.generic, `${status}`),
    );
    for (const name of ['content-length', 'content-encoding', 'transfer-encoding']) response.removeHeader(name);
    const kept = Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) => !['content-length', 'content-type', 'content-encoding'].includes(name.toLowerCase()),
      ),
    );
    writeHead(status, { ...kept, 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
    const callback = args.find((a): a is () => void => typeof a === 'function');
    return end(body, callback);
  }) as ServerResponse['end'];
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/**
 * What Node's HTTP parser refuses (a malformed request, headers past the
 * limit, a request slower than the server's timeouts) is answered here: Node
 * itself would send the status with no body.
 */
export function answerClientError(error: NodeJS.ErrnoException & { code?: string }, socket: Socket): void {
  if (!socket.writable || (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large (at most 16 KB in all).']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT'
        ? [408, 'The request took too long to arrive; the connection is closed.']
        : [400, 'The request could not be read as HTTP.'];
  const body = `${status} ${message}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
