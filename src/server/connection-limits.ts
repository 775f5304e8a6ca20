import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * How long the site server waits on a client (ADR 0046). A connection is
 * memory and a file descriptor; a client that opens many and sends slowly
 * (slowloris) must not hold them.
 */
export const CONNECTION_LIMITS = {
  /** the whole request line and headers: a browser sends them in one packet */
  headersTimeoutMs: 10_000,
  /** the whole request, body included: a 5 MB résumé at about 400 kbit/s */
  requestTimeoutMs: 120_000,
  /** a body that stops arriving: no byte for this long and it is cut, however long the request may take in all */
  bodyIdleMs: 10_000,
  /** an idle kept-alive connection (`KEEP_ALIVE_TIMEOUT_SECONDS`): Node's default; above the idle timeout of a load balancer in front */
  keepAliveTimeoutMs: 5_000,
} as const;

export function keepAliveTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.KEEP_ALIVE_TIMEOUT_SECONDS?.trim();
  if (!raw) return CONNECTION_LIMITS.keepAliveTimeoutMs;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 600)
    throw new Error(`KEEP_ALIVE_TIMEOUT_SECONDS must be a number of seconds from 1 to 600, not "${raw}"`);
  return seconds * 1000;
}

export function applyConnectionLimits(server: Server, keepAliveMs = keepAliveTimeoutMs()): void {
  server.headersTimeout = CONNECTION_LIMITS.headersTimeoutMs;
  server.requestTimeout = CONNECTION_LIMITS.requestTimeoutMs;
  server.keepAliveTimeout = keepAliveMs;
  // Node's check of both timeouts runs on this interval: a second keeps the cut close to the limit
  (server as Server & { connectionsCheckingInterval?: number }).connectionsCheckingInterval = 1_000;
}

const hasBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * Cuts a request whose body stopped arriving: 408 with a line of text when
 * no answer has started, then the connection is closed. Progress is the
 * socket's bytes read, so a slow but steady upload goes on; a body the site
 * itself has not read yet (backpressure) is not the client's fault and is
 * left alone.
 */
export function cutStalledBodies(
  request: IncomingMessage,
  response: ServerResponse,
  idleMs: number = CONNECTION_LIMITS.bodyIdleMs,
): void {
  if (!hasBody(request)) return;
  const socket = request.socket;
  let lastBytes = socket.bytesRead;
  let lastProgress = Date.now();
  const timer = setInterval(
    () => {
      if (request.complete || socket.destroyed) return clearInterval(timer);
      if (socket.bytesRead !== lastBytes || request.readableLength >= request.readableHighWaterMark) {
        lastBytes = socket.bytesRead;
        lastProgress = Date.now();
        return;
      }
      if (Date.now() - lastProgress < idleMs) return;
      clearInterval(timer);
      if (!response.headersSent) {
        const body = '408 The request body stopped arriving; the connection is closed.\n';
        response.writeHead(408, {
          'content-type': 'text/plain; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
        });
        response.end(body, () => socket.destroy());
      } else {
        socket.destroy();
      }
    },
    Math.min(1_000, idleMs),
  );
  timer.unref();
  response.once('close', () => clearInterval(timer));
}
