import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Browsers call the CDA, the listen endpoint and the SSE channels cross-origin with an
 * `Authorization` header and DatoCMS's `X-*` headers, so every answer allows any origin
 * and preflights allow those headers. No cookies are involved, hence `*`.
 */
const ALLOWED_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'X-Environment',
  'X-Include-Drafts',
  'X-Exclude-Invalid',
  'X-Cache-Tags',
  'X-Visual-Editing',
  'X-Base-Editing-Url',
  'X-Api-Version',
  'Last-Event-ID',
  'Cache-Control',
];

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-Cache-Tags, ETag, Content-Length',
};

export function applyCors(res: ServerResponse): void {
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
}

/** Answers an `OPTIONS` preflight: the fixed list plus any other `X-*` header the browser asks for. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, methods: string): void {
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => /^x-[a-z0-9-]+$/i.test(h));
  const known = new Set(ALLOWED_REQUEST_HEADERS.map((h) => h.toLowerCase()));
  const extra = requested.filter((h) => !known.has(h.toLowerCase()));
  res.writeHead(204, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': [...ALLOWED_REQUEST_HEADERS, ...extra].join(', '),
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  });
  res.end();
}
