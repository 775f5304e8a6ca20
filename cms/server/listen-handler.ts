import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './api-error.ts';
import { parseGraphqlBody, readRawBody, resolveAccess, type AccessTokens, type EndpointPath } from './cda-request.ts';
import type { ChannelRegistry } from './listen-channels.ts';

export const CHANNEL_PATH_PREFIX = '/listen/channels/';

/** The origin the client used to reach us, so the channel URL works through any host name or port. */
function requestOrigin(req: IncomingMessage, fallbackHost: string): string {
  const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  const protocol = forwardedProto === 'https' ? 'https' : 'http';
  const host = req.headers.host?.trim() || fallbackHost;
  return `${protocol}://${host}`;
}

/**
 * `POST /listen[...]`: the same token and header rules as the CDA (a refusal is a 4xx, which
 * datocms-listen treats as fatal), then `{"url": …}` with `Content-Type` exactly `application/json`.
 * The query itself is checked when the stream opens, as a `channelError`.
 */
export async function handleListenRegistration(
  req: IncomingMessage,
  res: ServerResponse,
  path: EndpointPath,
  registry: ChannelRegistry,
  tokens: AccessTokens,
  fallbackHost: string,
): Promise<void> {
  const access = resolveAccess(req.headers, path, tokens);
  const parsed = parseGraphqlBody(await readRawBody(req));
  // A body with no query string still gets a channel: its stream reports the fatal error,
  // which is how the client learns about every other invalid query too.
  const body = parsed.ok ? parsed.body : { query: '', variables: null, operationName: null };
  const id = registry.register({
    query: body.query,
    variables: body.variables,
    operationName: body.operationName,
    includeDrafts: access.includeDrafts,
    excludeInvalid: access.excludeInvalid,
  });
  sendJson(
    res,
    200,
    { url: `${requestOrigin(req, fallbackHost)}${CHANNEL_PATH_PREFIX}${id}` },
    { 'Access-Control-Allow-Origin': '*' },
  );
}
