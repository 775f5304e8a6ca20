/**
 * When and how long to retry a content query (spec §8; the numbers are
 * explained in docs/adr/0010-cms-retry-attempts-and-deadline.md).
 *
 * - A 4xx answer is a client error: retrying cannot fix it, except a 429
 *   (DatoCMS's rate limit), retried once the wait it names has passed (ADR 0042).
 * - A 5xx answer, a network failure (including a hung attempt) or an answer
 *   that is not JSON is worth retrying.
 * - The delay before retry n (0-based) is 1 s · 2ⁿ with ±10% jitter, capped at 20 s.
 * - Attempts are bounded AND the whole query has a deadline, so a page render
 *   can never hang on the content service.
 */
export interface RetryPolicy {
  /** total attempts, the first one included */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** 0.1 = ±10% */
  jitterRatio: number;
  /** the whole query, retries and waits included */
  deadlineMs: number;
  /** one attempt; a server that accepts the connection and never answers counts as a network failure */
  attemptTimeoutMs: number;
}

export const CMS_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 1_000,
  maxDelayMs: 20_000,
  jitterRatio: 0.1,
  deadlineMs: 15_000,
  attemptTimeoutMs: 8_000,
};

/** `random` returns [0, 1) like Math.random; 0.5 means no jitter. */
export function retryDelayMs(
  retryIndex: number,
  policy: RetryPolicy = CMS_RETRY_POLICY,
  random: () => number = Math.random,
): number {
  const exponential = policy.baseDelayMs * 2 ** retryIndex;
  const jitter = 1 + (random() * 2 - 1) * policy.jitterRatio;
  return Math.round(Math.min(policy.maxDelayMs, Math.min(policy.maxDelayMs, exponential) * jitter));
}

export type AttemptOutcome =
  { type: 'response'; status: number; contentType: string | null } | { type: 'network-error' };

export type AttemptVerdict = 'success' | 'client-error' | 'rate-limited' | 'retry';

export function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

export function classifyAttempt(outcome: AttemptOutcome): AttemptVerdict {
  if (outcome.type === 'network-error') return 'retry';
  if (outcome.status === 429) return 'rate-limited';
  if (outcome.status >= 400 && outcome.status < 500) return 'client-error';
  if (outcome.status >= 500) return 'retry';
  return isJsonContentType(outcome.contentType) ? 'success' : 'retry';
}

/**
 * What a 429 asks us to wait, in ms: DatoCMS's `X-RateLimit-Reset` (seconds
 * until the bucket that was hit refills, as @datocms/cda-client reads it), else
 * a standard `Retry-After` (seconds or an HTTP date). Null when neither says.
 */
export function rateLimitWaitMs(headers: Headers, now: number): number | null {
  const reset = headers.get('x-ratelimit-reset')?.trim();
  if (reset && /^\d+(\.\d+)?$/.test(reset)) return Math.round(Number(reset) * 1000);
  const retryAfter = headers.get('retry-after')?.trim();
  if (!retryAfter) return null;
  if (/^\d+(\.\d+)?$/.test(retryAfter)) return Math.round(Number(retryAfter) * 1000);
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The jitter added to a 429's wait is at most the wait itself and at most this (cda-client's cap). */
export const RATE_LIMIT_JITTER_CAP_MS = 5_000;

/**
 * Never less than asked (an earlier retry is sure to get 429 again), plus a
 * spread so the queries a burst rate-limited together do not all come back on
 * the same tick: @datocms/cda-client's `withJitter`.
 */
export function rateLimitDelayMs(waitMs: number, random: () => number = Math.random): number {
  return Math.round(waitMs + random() * Math.min(waitMs, RATE_LIMIT_JITTER_CAP_MS));
}
