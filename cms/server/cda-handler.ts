import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentEngine, ExecuteResult } from '../engine/index.ts';
import { sendJson } from './api-error.ts';
import { cacheTagsHeader } from './cache-tags.ts';
import { parseGraphqlBody, readRawBody, resolveAccess, type AccessTokens, type EndpointPath } from './cda-request.ts';
import type { TokenRateLimiter } from './rate-limit.ts';

/**
 * The GraphQL answer as DatoCMS gives it: HTTP 200 either way, and no `errors` key at all on
 * success, because cda-client throws when the key is merely present.
 */
export function graphqlResponseBody(result: ExecuteResult): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (result.data !== undefined) body.data = result.data;
  if (result.errors && result.errors.length > 0) body.errors = result.errors;
  if (!('data' in body) && !('errors' in body)) body.data = null;
  return body;
}

export async function handleCdaQuery(
  req: IncomingMessage,
  res: ServerResponse,
  path: EndpointPath,
  engine: ContentEngine,
  tokens: AccessTokens,
  rateLimiter: TokenRateLimiter | null = null,
): Promise<void> {
  const access = resolveAccess(req.headers, path, tokens);
  rateLimiter?.take(access.token);
  const parsed = parseGraphqlBody(await readRawBody(req));
  if (!parsed.ok) {
    sendJson(res, 200, { errors: [{ message: parsed.message }] });
    return;
  }
  const { query, variables, operationName } = parsed.body;
  const request = {
    query,
    variables,
    operationName,
    includeDrafts: access.includeDrafts,
    excludeInvalid: access.excludeInvalid,
  };
  if (access.returnCacheTags) {
    const { result, dependencies } = await engine.executeWithDependencies(request);
    sendJson(res, 200, graphqlResponseBody(result), { 'X-Cache-Tags': cacheTagsHeader(dependencies) });
    return;
  }
  sendJson(res, 200, graphqlResponseBody(await engine.execute(request)));
}
