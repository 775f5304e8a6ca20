import { createHmac, timingSafeEqual } from 'node:crypto';

/** `sha256=<hex HMAC-SHA256 of the raw body>`, the header the content service sends (docs/architecture.md). */
export function signWebhookBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Constant-time comparison, so the answer time says nothing about how much of a forged signature was right. */
export function isValidWebhookSignature(rawBody: string, header: string | null, secret: string): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header.trim())) return false;
  const expected = Buffer.from(signWebhookBody(rawBody, secret), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface WebhookChange {
  model: string;
  id?: string;
}

/** Returns the changes of a webhook body, or null when it is not the documented shape. */
export function parseWebhookBody(rawBody: string): { eventType: string; changes: WebhookChange[] } | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { event_type: eventType, changes } = body as { event_type?: unknown; changes?: unknown };
  if (typeof eventType !== 'string' || !Array.isArray(changes)) return null;
  const parsed: WebhookChange[] = [];
  for (const change of changes as unknown[]) {
    if (typeof change !== 'object' || change === null) return null;
    const { model, id } = change as { model?: unknown; id?: unknown };
    if (typeof model !== 'string' || !/^[a-z][a-z0-9_]*$/.test(model)) return null;
    if (id !== undefined && id !== null && typeof id !== 'string') return null;
    parsed.push(typeof id === 'string' && id !== '' ? { model, id } : { model });
  }
  return { eventType, changes: parsed };
}
