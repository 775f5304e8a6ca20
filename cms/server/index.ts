import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { ContentChange, ContentEngine, ContentProblem } from '../engine/index.ts';
import { ApiRequestError, apiErrorEnvelope, methodNotAllowed, notFound, sendApiError, sendJson } from './api-error.ts';
import { handleCdaQuery } from './cda-handler.ts';
import { matchEndpointPath, type AccessTokens } from './cda-request.ts';
import { ContentWatcher } from './content-watcher.ts';
import { answerPreflight, applyCors } from './cors.ts';
import { ASSET_PATH_PREFIX, ImageService } from './images/image-handler.ts';
import { ChannelRegistry } from './listen-channels.ts';
import { CHANNEL_PATH_PREFIX, handleListenRegistration } from './listen-handler.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { TokenRateLimiter, type RateLimitConfig } from './rate-limit.ts';
import { WebhookSender, type WebhookAuth } from './webhook.ts';

export interface ContentServiceOptions {
  contentDir: string;
  uploadsDir: string;
  /** 0 picks a free port (tests); default 4010 */
  port?: number;
  /**
   * interface to bind (`CMS_HOST`); default: this machine only, on both loopback addresses (127.0.0.1 and
   * ::1), so `http://localhost:<port>` connects whichever one `localhost` resolves to (ADR 0048)
   */
  host?: string;
  /** origin written into asset URLs; default `http://localhost:<port>` */
  publicUrl?: string;
  /** where resized images are kept; default `cms/.cache/images` */
  imageCacheDir?: string;
  /** renditions waiting behind the one being made before a 503 (default 64; tests) */
  imageTransformQueueLength?: number;
  publishedToken?: string;
  draftToken?: string;
  /** null or '' disables the webhook */
  webhookUrl?: string | null;
  webhookSecret?: string;
  /** how the webhook carries the secret: `X-Webhook-Secret` (default) or HTTP basic auth */
  webhookAuth?: WebhookAuth;
  webhookRetryDelaysMs?: readonly number[];
  /** watch `contentDir` and publish changes; default true */
  watch?: boolean;
  debounceMs?: number;
  channelTtlMs?: number;
  keepAliveMs?: number;
  logger?: Logger;
  /** the sandbox environment also served besides the primary `main` (`DATOCMS_ENVIRONMENT`) */
  environment?: string | null;
  /** DatoCMS's 429s past these limits per token (`CMS_RATE_LIMIT`); none by default */
  rateLimit?: RateLimitConfig | null;
  /** an engine to use instead of `cms/engine`'s (tests of the HTTP layer) */
  createEngine?: (opts: { contentDir: string; uploadsDir: string; assetBaseUrl: string }) => Promise<ContentEngine>;
}

export interface ContentService {
  readonly url: string;
  readonly port: number;
  readonly engine: ContentEngine;
  readonly channels: ChannelRegistry;
  /** reloads content now, exactly as a file change would (live updates and webhook included) */
  reload(): Promise<{ changes: ContentChange[]; problems: ContentProblem[] }>;
  /** resolves once pending file-change reloads have finished */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_PUBLISHED_TOKEN = 'dev-published-token';
export const DEFAULT_DRAFT_TOKEN = 'dev-draft-token';
export const DEFAULT_WEBHOOK_SECRET = 'dev-webhook-secret';
/** computed on use: only `npm run cms` relies on it, tests pass their own folder */
const defaultImageCacheDir = (): string => fileURLToPath(new URL('../.cache/images', import.meta.url));

function describeProblem(problem: ContentProblem): string {
  return `${problem.path}${problem.field ? ` › ${problem.field}` : ''}: ${problem.reason}`;
}

async function defaultEngineFactory(opts: {
  contentDir: string;
  uploadsDir: string;
  assetBaseUrl: string;
}): Promise<ContentEngine> {
  // imported lazily so the HTTP layer can be tested with a stand-in engine
  const { createContentEngine } = await import('../engine/index.ts');
  return createContentEngine(opts);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** The addresses the service binds without `CMS_HOST`: IPv4 loopback, and IPv6 loopback where the machine has it. */
export const LOOPBACK_HOSTS = ['127.0.0.1', '::1'] as const;

/**
 * Binds `host`, or by default both loopback addresses on one port (the IPv4 one decides the port when it is
 * 0). A machine without IPv6 loopback keeps the IPv4 one alone.
 */
async function listenOn(
  servers: Server[],
  makeServer: () => Server,
  port: number,
  host: string | undefined,
): Promise<number> {
  if (host) return listen(servers[0]!, port, host);
  const bound = await listen(servers[0]!, port, LOOPBACK_HOSTS[0]);
  const v6 = makeServer();
  try {
    await listen(v6, bound, LOOPBACK_HOSTS[1]);
    servers.push(v6);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') {
      servers[0]!.close();
      throw error;
    }
  }
  return bound;
}

export async function startContentService(options: ContentServiceOptions): Promise<ContentService> {
  const logger = options.logger ?? consoleLogger;
  const tokens: AccessTokens = {
    published: options.publishedToken ?? DEFAULT_PUBLISHED_TOKEN,
    draft: options.draftToken ?? DEFAULT_DRAFT_TOKEN,
    sandbox: options.environment ?? null,
  };
  const rateLimiter = options.rateLimit ? new TokenRateLimiter(options.rateLimit) : null;
  // One line per burst rather than one per refusal: a build can be refused hundreds of times.
  let refusedSinceLog = 0;
  let refusalLog: NodeJS.Timeout | null = null;
  const noteRefusal = () => {
    refusedSinceLog += 1;
    refusalLog ??= setTimeout(() => {
      logger.warn(
        `rate limit: ${refusedSinceLog} ${refusedSinceLog === 1 ? 'query' : 'queries'} answered 429 RATE_LIMIT_EXCEEDED in the last 5 s`,
      );
      refusedSinceLog = 0;
      refusalLog = null;
    }, 5_000);
    refusalLog.unref();
  };
  if (tokens.published === tokens.draft) throw new Error('The published and draft tokens must differ');

  let engine: ContentEngine | null = null;
  let engineReady: Promise<ContentEngine> | null = null;
  const getEngine = (): ContentEngine => {
    if (!engine) throw new Error('content engine not ready');
    return engine;
  };
  const channels = new ChannelRegistry({
    getEngine,
    logger,
    channelTtlMs: options.channelTtlMs ?? 15_000,
    keepAliveMs: options.keepAliveMs ?? 15_000,
  });
  const webhook = new WebhookSender({
    url: options.webhookUrl || null,
    secret: options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET,
    ...(options.webhookAuth ? { auth: options.webhookAuth } : {}),
    logger,
    ...(options.webhookRetryDelaysMs ? { retryDelaysMs: options.webhookRetryDelaysMs } : {}),
  });
  let images: ImageService | null = null;
  let hostForUrls = 'localhost';

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://service.invalid');
    const { pathname } = url;
    const method = req.method ?? 'GET';
    applyCors(res);
    const current = engine ?? (await engineReady);
    if (!current || !images) throw new Error('content engine not ready');

    if (pathname.startsWith(ASSET_PATH_PREFIX)) {
      if (method === 'OPTIONS') return answerPreflight(req, res, 'GET, HEAD, OPTIONS');
      if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed('GET, HEAD, OPTIONS');
      return images.handle(req, res, url);
    }
    if (pathname.startsWith(CHANNEL_PATH_PREFIX)) {
      if (method === 'OPTIONS') return answerPreflight(req, res, 'GET, OPTIONS');
      if (method !== 'GET') throw methodNotAllowed('GET, OPTIONS');
      const id = pathname.slice(CHANNEL_PATH_PREFIX.length);
      if (!channels.connect(id, req, res))
        throw notFound('This channel does not exist or has expired: register the query again');
      return;
    }
    const listenPath = matchEndpointPath(pathname, '/listen');
    const cdaPath = listenPath ? null : matchEndpointPath(pathname, '');
    if (!listenPath && !cdaPath) throw notFound(`No endpoint at ${pathname}`);
    if (method === 'OPTIONS') return answerPreflight(req, res, 'POST, OPTIONS');
    if (method !== 'POST') throw methodNotAllowed('POST, OPTIONS');
    if (listenPath) return handleListenRegistration(req, res, listenPath, channels, tokens, `${hostForUrls}:${port}`);
    if (cdaPath) return handleCdaQuery(req, res, cdaPath, current, tokens, rateLimiter);
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        logger.error(`${req.method} ${req.url}: ${(error as Error).message}`);
        res.destroy();
        return;
      }
      if (error instanceof ApiRequestError) {
        if (error.status === 429) noteRefusal();
        return sendApiError(res, error);
      }
      logger.error(`${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
      sendJson(
        res,
        500,
        apiErrorEnvelope('INTERNAL_SERVER_ERROR', 'The content service failed to answer this request'),
      );
    });
  };
  const makeServer = () => {
    const server = createServer(handler);
    // SSE streams stay open for hours; only idle keep-alive sockets should time out
    server.requestTimeout = 0;
    server.headersTimeout = 30_000;
    return server;
  };
  const servers: Server[] = [makeServer()];
  const closeServers = () =>
    Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    );

  const port = await listenOn(servers, makeServer, options.port ?? DEFAULT_PORT, options.host);
  if (options.host && options.host !== '::' && options.host !== '0.0.0.0')
    hostForUrls = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${hostForUrls}:${port}`;
  const publicUrl = (options.publicUrl ?? url).replace(/\/$/, '');

  try {
    engineReady = (options.createEngine ?? defaultEngineFactory)({
      contentDir: options.contentDir,
      uploadsDir: options.uploadsDir,
      assetBaseUrl: `${publicUrl}/assets`,
    });
    engine = await engineReady;
  } catch (error) {
    void closeServers();
    channels.closeAll();
    throw error;
  }
  const readyEngine = engine;
  images = new ImageService({
    resolveUpload: (p) => readyEngine.resolveUpload(p),
    cacheDir: options.imageCacheDir ?? defaultImageCacheDir(),
    logger,
    ...(options.imageTransformQueueLength !== undefined
      ? { transformQueueLength: options.imageTransformQueueLength }
      : {}),
  });
  for (const problem of readyEngine.problems) logger.warn(`content problem: ${describeProblem(problem)}`);

  async function reload(): Promise<{ changes: ContentChange[]; problems: ContentProblem[] }> {
    const result = await readyEngine.reload();
    for (const problem of result.problems)
      logger.warn(`content problem (the last valid version is served): ${describeProblem(problem)}`);
    if (result.changes.length > 0) {
      logger.info(`content changed: ${result.changes.map((c) => `${c.kind} ${c.model}/${c.id}`).join(', ')}`);
    }
    if (result.changes.length > 0) {
      await channels.refreshAll(result.changes);
      void webhook.send(result.changes);
    }
    return result;
  }

  const watcher =
    options.watch === false
      ? null
      : new ContentWatcher({
          dir: options.contentDir,
          debounceMs: options.debounceMs ?? 75,
          logger,
          onChange: async () => void (await reload()),
        });
  watcher?.start();

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    engine: readyEngine,
    channels,
    reload,
    idle: async () => watcher?.idle(),
    close() {
      closing ??= (async () => {
        await watcher?.close();
        channels.closeAll();
        await webhook.close();
        await closeServers();
      })();
      return closing;
    },
  };
}
