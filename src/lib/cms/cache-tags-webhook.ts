import { sameSecret } from '@/lib/security/same-secret';
import { MAX_TAG_LENGTH } from './cache-tags';
import { readBoundedBytes } from '@/lib/http/bounded-body';

/**
 * DatoCMS's "Content Delivery API Cache Tags → Invalidate" webhook
 * (DATOCMS.md §7), received by /api/revalidate and sent, identically, by the
 * embedded content service:
 *   { entity_type: 'cda_cache_tags', event_type: 'invalidate',
 *     entity: { id, type, attributes: { tags: [...] } }, related_entities: [] }
 * DatoCMS cannot sign a webhook body; it sends a custom header or HTTP basic
 * auth configured with the webhook, so the secret is checked there.
 */
export const WEBHOOK_SECRET_HEADER = 'x-webhook-secret';
/**
 * One delivery bundles a bulk publish: hundreds of tags fit in far less. The
 * body limit is the only bound on the number of tags: whatever fits is applied
 * (in chunks, `WEBHOOK_TAGS_PER_CHUNK`), as a delivery refused is an
 * invalidation lost (DatoCMS does not split one for us).
 */
export const MAX_WEBHOOK_BODY_BYTES = 1_000_000;
/** How many tags are marked stale before the route lets other requests run (ADR 0014). */
export const WEBHOOK_TAGS_PER_CHUNK = 1_000;

/** `items` in consecutive slices of at most `size`. */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** The secret from `X-Webhook-Secret`, or the password of basic auth (any user name). */
function presentedSecret(headers: Headers): string | null {
  const header = headers.get(WEBHOOK_SECRET_HEADER);
  if (header) return header;
  const authorization = headers.get('authorization');
  const match = authorization ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization.trim()) : null;
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : decoded.slice(colon + 1);
}

export function isAuthorizedWebhook(headers: Headers, secret: string): boolean {
  return sameSecret(presentedSecret(headers), secret);
}

export type BodyRead = { ok: true; text: string } | { ok: false; reason: 'too-large' };

/** The webhook's body as text, at most `limit` bytes (`readBoundedBytes`). */
export async function readBoundedBody(request: Request, limit = MAX_WEBHOOK_BODY_BYTES): Promise<BodyRead> {
  const read = await readBoundedBytes(request, limit);
  return read.ok ? { ok: true, text: Buffer.from(read.bytes).toString('utf8') } : read;
}

export type WebhookPayload = { ok: true; tags: string[] } | { ok: false; status: 400; message: string };

/** The tags of a cache-tags invalidate payload, or why it is refused. */
export function parseCacheTagsWebhook(raw: string): WebhookPayload {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { ok: false, status: 400, message: 'the body is not JSON' };
  }
  if (typeof body !== 'object' || body === null)
    return { ok: false, status: 400, message: 'the body is not an object' };
  const { entity_type: entityType, event_type: eventType, entity } = body as Record<string, unknown>;
  if (entityType !== 'cda_cache_tags' || eventType !== 'invalidate') {
    return { ok: false, status: 400, message: "expected entity_type 'cda_cache_tags' and event_type 'invalidate'" };
  }
  const tags = (entity as { attributes?: { tags?: unknown } } | null | undefined)?.attributes?.tags;
  if (!Array.isArray(tags)) return { ok: false, status: 400, message: 'entity.attributes.tags must be an array' };
  if (!tags.every((tag): tag is string => typeof tag === 'string' && tag.length > 0 && tag.length <= MAX_TAG_LENGTH)) {
    return {
      ok: false,
      status: 400,
      message: `every tag must be a non-empty string of at most ${MAX_TAG_LENGTH} characters`,
    };
  }
  return { ok: true, tags: [...new Set(tags)] };
}
