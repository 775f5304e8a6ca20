import type { ContentChange } from '../engine/index.ts';
import { tagsInvalidatedBy } from './cache-tags.ts';
import type { Logger } from './logger.ts';

/**
 * DatoCMS's "Content Delivery API Cache Tags → Invalidate" webhook
 * (DATOCMS.md §7), exactly as DatoCMS sends it, so the site's
 * /api/revalidate serves real DatoCMS and this service alike.
 */
export interface CacheTagsWebhookBody {
  entity_type: 'cda_cache_tags';
  event_type: 'invalidate';
  entity: { id: 'cda_cache_tags'; type: 'cda_cache_tags'; attributes: { tags: string[] } };
  related_entities: [];
}

/**
 * How the webhook proves it comes from the CMS. DatoCMS cannot sign a body;
 * it sends a custom header or HTTP basic auth set up with the webhook.
 */
export type WebhookAuth = 'header' | 'basic';
const WEBHOOK_SECRET_HEADER = 'X-Webhook-Secret';
export const BASIC_AUTH_USER = 'datocms';

export interface WebhookOptions {
  url: string | null;
  secret: string;
  auth?: WebhookAuth;
  logger: Logger;
  /** delays before each retry; the default waits 1 s, 2 s, then 4 s */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

export function cacheTagsWebhookBody(tags: readonly string[]): CacheTagsWebhookBody {
  return {
    entity_type: 'cda_cache_tags',
    event_type: 'invalidate',
    entity: { id: 'cda_cache_tags', type: 'cda_cache_tags', attributes: { tags: [...tags] } },
    related_entities: [],
  };
}

export function webhookAuthHeaders(secret: string, auth: WebhookAuth = 'header'): Record<string, string> {
  if (auth === 'basic')
    return { Authorization: `Basic ${Buffer.from(`${BASIC_AUTH_USER}:${secret}`).toString('base64')}` };
  return { [WEBHOOK_SECRET_HEADER]: secret };
}

/**
 * Sends the cache-tags webhook for a batch of changes. A failure (network
 * error or non-2xx) is logged and retried with backoff; it never throws,
 * because the site being down must not take the service down.
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
    const tags = tagsInvalidatedBy(changes);
    if (!url || tags.length === 0) return Promise.resolve();
    const rawBody = JSON.stringify(cacheTagsWebhookBody(tags));
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
    const headers = {
      'Content-Type': 'application/json',
      ...webhookAuthHeaders(this.options.secret, this.options.auth),
    };
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      if (this.abort.signal.aborted) return;
      let problem: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: rawBody,
          signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.options.timeoutMs ?? 5000)]),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return;
        problem = `HTTP ${response.status}`;
      } catch (error) {
        if (this.abort.signal.aborted) return;
        problem =
          (error as Error).cause instanceof Error
            ? ((error as Error).cause as Error).message
            : (error as Error).message;
      }
      const delay = delays[attempt];
      if (delay === undefined) {
        this.options.logger.warn(
          `webhook: ${url} failed after ${attempt + 1} attempts (${problem}); giving up on this change`,
        );
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
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
