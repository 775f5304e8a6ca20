import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { ApiRequestError } from './api-error.ts';

/** The primary environment; DatoCMS calls it `main` by default. */
export const PRIMARY_ENVIRONMENT = 'main';

export interface AccessTokens {
  published: string;
  draft: string;
  /**
   * The sandbox environment the service also answers as (`DATOCMS_ENVIRONMENT`), besides the primary:
   * a sandbox is a fork of the primary, so both serve the same content files.
   */
  sandbox?: string | null;
}

/** What the path of a CDA or listen request says, before headers are read. */
export interface EndpointPath {
  environment: string | null;
  preview: boolean;
}

export interface CdaAccess {
  /** which token was presented: the rate limit counts per token */
  token: 'published' | 'draft';
  environment: string;
  includeDrafts: boolean;
  excludeInvalid: boolean;
  returnCacheTags: boolean;
}

export interface GraphqlRequestBody {
  query: string;
  variables: Record<string, unknown> | null;
  operationName: string | null;
}

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Matches `/`, `/preview`, `/environments/{env}` and `/environments/{env}/preview` below
 * `prefix` ('' for the CDA, '/listen' for real-time registration). A trailing slash is tolerated.
 */
export function matchEndpointPath(pathname: string, prefix: string): EndpointPath | null {
  let rest = pathname;
  if (prefix) {
    if (rest !== prefix && !rest.startsWith(`${prefix}/`)) return null;
    rest = rest.slice(prefix.length);
  }
  const segments = rest.split('/').filter((s) => s.length > 0);
  let environment: string | null = null;
  if (segments[0] === 'environments') {
    if (segments.length < 2) return null;
    environment = safeDecode(segments[1] ?? '');
    segments.splice(0, 2);
  }
  if (segments.length === 0) return { environment, preview: false };
  if (segments.length === 1 && segments[0] === 'preview') return { environment, preview: true };
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function booleanTrueHeader(headers: IncomingHttpHeaders, name: string, code: string, label: string): boolean {
  const value = header(headers, name);
  if (value === undefined) return false;
  const normalized = value.trim().toLowerCase();
  if (normalized === 'true') return true;
  // cda-client only ever sends 'true'; DatoCMS rejects `false` for drafts, and we reject anything
  // else for every flag so a typo does not silently change what is returned.
  throw new ApiRequestError(400, code, `${label} header can only be set to \`true\``);
}

function bearerToken(headers: IncomingHttpHeaders): string | null {
  const value = header(headers, 'authorization')?.trim();
  if (!value) return null;
  const match = /^bearer\s+(.+)$/i.exec(value);
  return (match ? match[1] : value)?.trim() || null;
}

/**
 * Applies DatoCMS's token and header rules. Drafts need the draft token AND a preview path or
 * `X-Include-Drafts: true`; the draft token alone reads published content.
 */
export function resolveAccess(headers: IncomingHttpHeaders, path: EndpointPath, tokens: AccessTokens): CdaAccess {
  const token = bearerToken(headers);
  if (!token) {
    throw new ApiRequestError(
      401,
      'INVALID_AUTHORIZATION_HEADER',
      'The Authorization header is missing: send `Authorization: Bearer <API token>`',
    );
  }
  const isDraftToken = token === tokens.draft;
  if (!isDraftToken && token !== tokens.published) {
    throw new ApiRequestError(
      401,
      'INVALID_AUTHORIZATION_HEADER',
      'The API token in the Authorization header is invalid',
    );
  }

  const headerEnvironment = header(headers, 'x-environment')?.trim() || null;
  const known = [PRIMARY_ENVIRONMENT, ...(tokens.sandbox ? [tokens.sandbox] : [])];
  for (const environment of [path.environment, headerEnvironment]) {
    if (environment !== null && !known.includes(environment)) {
      throw new ApiRequestError(
        404,
        'INVALID_ENVIRONMENT',
        `Environment "${environment}" does not exist (this project has ${known.map((e) => `"${e}"`).join(' and ')})`,
      );
    }
  }

  const draftsHeader = booleanTrueHeader(
    headers,
    'x-include-drafts',
    'INVALID_X_INCLUDE_DRAFTS_HEADER',
    'X-Include-Drafts',
  );
  const excludeInvalid = booleanTrueHeader(
    headers,
    'x-exclude-invalid',
    'INVALID_X_EXCLUDE_INVALID_HEADER',
    'X-Exclude-Invalid',
  );
  const returnCacheTags = booleanTrueHeader(headers, 'x-cache-tags', 'INVALID_X_CACHE_TAGS_HEADER', 'X-Cache-Tags');
  const wantsDrafts = draftsHeader || path.preview;
  if (wantsDrafts && !isDraftToken) {
    throw new ApiRequestError(
      403,
      'INSUFFICIENT_PERMISSIONS',
      'This API token cannot access draft content: use the draft (preview) token',
    );
  }

  return {
    token: isDraftToken ? 'draft' : 'published',
    environment: path.environment ?? headerEnvironment ?? PRIMARY_ENVIRONMENT,
    includeDrafts: wantsDrafts,
    excludeInvalid,
    returnCacheTags,
  };
}

export async function readRawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) {
      throw new ApiRequestError(
        413,
        'REQUEST_ENTITY_TOO_LARGE',
        `The request body is larger than ${MAX_BODY_BYTES} bytes`,
      );
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Outcome of reading a GraphQL body: a request, or a GraphQL-level error answered with HTTP 200 as graphql-ruby does. */
export type ParsedGraphqlBody = { ok: true; body: GraphqlRequestBody } | { ok: false; message: string };

/** Parses the body as JSON whatever the Content-Type: cda-client and datocms-listen send none (so text/plain). */
export function parseGraphqlBody(raw: Buffer): ParsedGraphqlBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new ApiRequestError(
      400,
      'INVALID_JSON_BODY',
      `The request body is not valid JSON: ${(error as Error).message}`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiRequestError(400, 'INVALID_JSON_BODY', 'The request body must be a JSON object with a `query` string');
  }
  const { query, variables, operationName } = parsed as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') return { ok: false, message: 'No query string was present' };
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return { ok: false, message: 'Variables must be a JSON object' };
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return { ok: false, message: 'operationName must be a string' };
  }
  return {
    ok: true,
    body: {
      query,
      variables: (variables as Record<string, unknown> | null | undefined) ?? null,
      operationName: (operationName as string | null | undefined) ?? null,
    },
  };
}
