import { createHash, createHmac } from 'node:crypto';

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it (each path segment; `/` kept between them). */
const encodePath = (path: string) =>
  path
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

export interface SignInput {
  method: string;
  url: URL;
  /** the headers to sign (lower-case names), `host` and `x-amz-date` included */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * AWS Signature Version 4 (header form) for one request: the `Authorization`
 * header's value. Checked against AWS's published test suite and used for
 * S3-compatible storage (AWS, MinIO, R2, Spaces…).
 */
export function signV4(input: SignInput): string {
  const amzDate = input.headers['x-amz-date'];
  if (!amzDate) throw new Error('x-amz-date is required');
  const day = amzDate.slice(0, 8);
  const names = Object.keys(input.headers)
    .map((n) => n.toLowerCase())
    .sort();
  const canonicalHeaders = names.map((n) => `${n}:${input.headers[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    encodePath(input.url.pathname),
    query,
    canonicalHeaders,
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}
