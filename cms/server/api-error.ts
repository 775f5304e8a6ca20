import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * A request the API refuses before any GraphQL runs (bad token, header, body, path or method).
 * The service answers it with DatoCMS's error envelope, so clients that read `attributes.code`
 * behave as they do against DatoCMS.
 *
 * Codes and statuses used (DatoCMS documents the codes but not every status):
 *   401 INVALID_AUTHORIZATION_HEADER   missing or unknown token
 *   403 INSUFFICIENT_PERMISSIONS       the published token asking for drafts
 *   404 INVALID_ENVIRONMENT            any environment other than `main`
 *   400 INVALID_X_INCLUDE_DRAFTS_HEADER / INVALID_X_EXCLUDE_INVALID_HEADER / INVALID_X_CACHE_TAGS_HEADER
 *   400 INVALID_JSON_BODY              a body that is not a JSON object
 *   413 REQUEST_ENTITY_TOO_LARGE       a body over the size cap
 *   404 INVALID_ENDPOINT               an unknown path, channel or asset
 *   405 METHOD_NOT_ALLOWED             with an `Allow` header
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export interface ApiErrorEnvelope {
  data: Array<{ id: string; type: 'api_error'; attributes: { code: string; details: { message: string } } }>;
}

export function apiErrorEnvelope(code: string, message: string): ApiErrorEnvelope {
  return {
    data: [{ id: randomBytes(3).toString('hex'), type: 'api_error', attributes: { code, details: { message } } }],
  };
}

/**
 * Writes JSON with `Content-Type` exactly `application/json`: datocms-listen compares the
 * header with `!==`, so a charset suffix would make every registration fail.
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(payload)),
  });
  res.end(payload);
}

export function sendApiError(res: ServerResponse, error: ApiRequestError): void {
  sendJson(res, error.status, apiErrorEnvelope(error.code, error.message), { ...error.headers });
}

export function methodNotAllowed(allow: string): ApiRequestError {
  return new ApiRequestError(405, 'METHOD_NOT_ALLOWED', `Only ${allow} are allowed on this endpoint`, { Allow: allow });
}

export function notFound(message: string): ApiRequestError {
  return new ApiRequestError(404, 'INVALID_ENDPOINT', message);
}
