import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  ContentChange,
  ContentEngine,
  ExecuteRequest,
  ExecuteResult,
  QueryDependencies,
} from '../engine/index.ts';
import { CORS_HEADERS } from './cors.ts';
import type { Logger } from './logger.ts';

/** The query a channel re-runs, with the access its registration was granted. */
export type ChannelQuery = Omit<ExecuteRequest, 'operationName'> & { operationName?: string | null };

/** datocms-listen's `ChannelErrorData`. */
export interface ChannelErrorPayload {
  code: 'INVALID_QUERY';
  message: string;
  fatal: boolean;
  response?: { errors: ExecuteResult['errors'] };
}

interface Channel {
  readonly id: string;
  readonly query: ChannelQuery;
  readonly clients: Set<ServerResponse>;
  /** the JSON of the last `data` pushed, to send an update only when the result changed */
  lastData: string | null;
  /** what the last run read: a change outside it cannot alter the result, so the query is not re-run */
  dependencies: QueryDependencies | null;
  expiry: NodeJS.Timeout | null;
  /** serializes re-runs so two quick changes cannot deliver results out of order */
  pending: Promise<void>;
}

export interface ChannelRegistryOptions {
  getEngine: () => ContentEngine;
  logger: Logger;
  /** how long a channel waits for a (re)connection before it expires: DatoCMS says 15 s */
  channelTtlMs: number;
  keepAliveMs: number;
}

const ERRONEOUS_RESPONSE =
  'The query returned an erroneous response. Please consult the response details to understand the cause.';

function mayAffect(dependencies: QueryDependencies | null, changes: readonly ContentChange[]): boolean {
  if (!dependencies) return true;
  return changes.some((change) => dependencies.models.has(change.model) || dependencies.records.has(change.id));
}

function sseEvent(event: string, payload: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
}

/**
 * The real-time channels: one per registration, each an SSE stream that gets an `update` on
 * connect and whenever a content change alters its query's result.
 */
export class ChannelRegistry {
  private readonly channels = new Map<string, Channel>();
  private readonly options: ChannelRegistryOptions;
  private readonly keepAlive: NodeJS.Timeout;

  constructor(options: ChannelRegistryOptions) {
    this.options = options;
    // one comment line keeps proxies and idle timeouts from closing quiet streams; clients ignore it
    this.keepAlive = setInterval(() => this.broadcastComment('keep-alive'), options.keepAliveMs);
    this.keepAlive.unref();
  }

  get size(): number {
    return this.channels.size;
  }

  get connectionCount(): number {
    let count = 0;
    for (const channel of this.channels.values()) count += channel.clients.size;
    return count;
  }

  register(query: ChannelQuery): string {
    const id = randomUUID();
    const channel: Channel = {
      id,
      query,
      clients: new Set(),
      lastData: null,
      dependencies: null,
      expiry: null,
      pending: Promise.resolve(),
    };
    this.channels.set(id, channel);
    this.scheduleExpiry(channel);
    return id;
  }

  has(id: string): boolean {
    return this.channels.has(id);
  }

  /** Opens the stream. Returns false for an unknown or expired channel, which the caller answers with 404. */
  connect(id: string, req: IncomingMessage, res: ServerResponse): boolean {
    const channel = this.channels.get(id);
    if (!channel) return false;
    if (channel.expiry) clearTimeout(channel.expiry);
    channel.expiry = null;

    res.writeHead(200, {
      ...CORS_HEADERS,
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    req.socket.setTimeout(0);
    channel.clients.add(res);
    res.on('close', () => {
      channel.clients.delete(res);
      if (channel.clients.size === 0 && this.channels.get(id) === channel) this.scheduleExpiry(channel);
    });

    channel.pending = channel.pending.then(() => this.sendInitial(channel, res));
    return true;
  }

  /**
   * Re-runs the connected channels a content change may affect and pushes the results that
   * changed. Without `changes`, every connected channel is re-run.
   */
  async refreshAll(changes?: readonly ContentChange[]): Promise<void> {
    const runs: Promise<void>[] = [];
    for (const channel of this.channels.values()) {
      if (channel.clients.size === 0) continue;
      if (changes && !mayAffect(channel.dependencies, changes)) continue;
      channel.pending = channel.pending.then(() => this.refresh(channel));
      runs.push(channel.pending);
    }
    await Promise.all(runs);
  }

  closeAll(): void {
    clearInterval(this.keepAlive);
    for (const channel of this.channels.values()) {
      if (channel.expiry) clearTimeout(channel.expiry);
      for (const client of channel.clients) client.end();
    }
    this.channels.clear();
  }

  private scheduleExpiry(channel: Channel): void {
    if (channel.expiry) clearTimeout(channel.expiry);
    channel.expiry = setTimeout(() => {
      if (channel.clients.size === 0) this.channels.delete(channel.id);
    }, this.options.channelTtlMs);
    channel.expiry.unref();
  }

  private async run(channel: Channel): Promise<ExecuteResult> {
    try {
      const { result, dependencies } = await this.options
        .getEngine()
        .executeWithDependencies({ operationName: null, ...channel.query });
      channel.dependencies = dependencies;
      return result;
    } catch (error) {
      this.options.logger.error(`listen: channel ${channel.id} failed to run its query: ${(error as Error).message}`);
      return { errors: [{ message: 'Internal error while running the query' }] };
    }
  }

  private async sendInitial(channel: Channel, res: ServerResponse): Promise<void> {
    const result = await this.run(channel);
    if (res.writableEnded || res.destroyed) return;
    if (this.failChannel(channel, result)) return;
    channel.lastData = JSON.stringify(result.data ?? null);
    res.write(sseEvent('update', { response: { data: result.data ?? null } }));
  }

  private async refresh(channel: Channel): Promise<void> {
    if (channel.clients.size === 0) return;
    const result = await this.run(channel);
    if (this.failChannel(channel, result)) return;
    const data = JSON.stringify(result.data ?? null);
    if (data === channel.lastData) return;
    channel.lastData = data;
    const event = sseEvent('update', { response: { data: result.data ?? null } });
    for (const client of channel.clients) client.write(event);
  }

  /**
   * A result with errors ends the channel with `channelError`. Without `data` the query failed
   * validation and can never succeed: fatal, so the client stops. With `data` it failed while
   * executing and may succeed later: not fatal, so the client re-registers after its backoff.
   */
  private failChannel(channel: Channel, result: ExecuteResult): boolean {
    if (!result.errors || result.errors.length === 0) return false;
    const payload: ChannelErrorPayload = {
      code: 'INVALID_QUERY',
      message: ERRONEOUS_RESPONSE,
      fatal: result.data === undefined,
      response: { errors: result.errors },
    };
    const event = sseEvent('channelError', payload);
    this.channels.delete(channel.id);
    if (channel.expiry) clearTimeout(channel.expiry);
    for (const client of channel.clients) client.end(event);
    channel.clients.clear();
    return true;
  }

  private broadcastComment(text: string): void {
    for (const channel of this.channels.values()) {
      for (const client of channel.clients) client.write(`: ${text}\n\n`);
    }
  }
}
