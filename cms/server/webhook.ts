import { createHmac } from 'node:crypto';
import type { ContentChange } from '../engine/index.ts';
import type { Logger } from './logger.ts';

/** The body docs/architecture.md fixes: the site revalidates exactly these models and records. */
export interface PublishWebhookBody {
  event_type: 'publish';
  changes: Array<{ model: string; id: string }>;
}

export interface WebhookOptions {
  url: string | null;
  secret: string;
  logger: Logger;
  /** delays before each retry; the default waits 1 s, 2 s, then 4 s */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

export function signWebhookBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export function publishWebhookBody(changes: readonly ContentChange[]): PublishWebhookBody {
  return { event_type: 'publish', changes: changes.map(({ model, id }) => ({ model, id })) };
}

/**
 * Sends the signed publish webhook. A failure (network error or non-2xx) is logged and retried
 * with backoff; it never throws, because the site being down must not take the service down.
 */
export class WebhookSender {
  private readonly options: WebhookOptions;
  private readonly pending = new Set<Promise<void>>();
  private readonly abort = new AbortController();

  constructor(options: WebhookOptions) {
    this.options = options;
  }

  send(changes: readonly ContentChange[]): Promise<void> {
    const { url } = this.options;
    if (!url || changes.length === 0) return Promise.resolve();
    const rawBody = JSON.stringify(publishWebhookBody(changes));
    const delivery = this.deliver(url, rawBody).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
    return delivery;
  }

  /** Stops retries and waits for deliveries in progress to settle. */
  async close(): Promise<void> {
    this.abort.abort();
    await Promise.allSettled([...this.pending]);
  }

  private async deliver(url: string, rawBody: string): Promise<void> {
    const delays = this.options.retryDelaysMs ?? [1000, 2000, 4000];
    const signature = signWebhookBody(this.options.secret, rawBody);
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      if (this.abort.signal.aborted) return;
      let problem: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Webhook-Signature': signature },
          body: rawBody,
          signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.options.timeoutMs ?? 5000)]),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return;
        problem = `HTTP ${response.status}`;
      } catch (error) {
        if (this.abort.signal.aborted) return;
        problem = (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message;
      }
      const delay = delays[attempt];
      if (delay === undefined) {
        this.options.logger.warn(`webhook: ${url} failed after ${attempt + 1} attempts (${problem}); giving up on this change`);
        return;
      }
      this.options.logger.warn(`webhook: ${url} failed (${problem}); retrying in ${delay} ms`);
      await sleep(delay, this.abort.signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}
