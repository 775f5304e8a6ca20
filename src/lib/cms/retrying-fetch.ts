import { CmsError } from './cms-error';
import type { ConcurrencyLimit } from './concurrency-limit';
import {
  CMS_RETRY_POLICY,
  classifyAttempt,
  rateLimitDelayMs,
  rateLimitWaitMs,
  retryDelayMs,
  type RetryPolicy,
} from './retry-policy';

type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** The retrying fetch: the content client's `fetch` (src/lib/cms/cms-client.ts). */
export type RetryingFetch = FetchFn;

export interface RetryEvent {
  attempt: number;
  delayMs: number;
  reason: string;
}

export interface RetryingFetchOptions {
  fetch?: FetchFn;
  policy?: RetryPolicy;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  onRetry?: (event: RetryEvent) => void;
  /**
   * Shared by the queries of a process to cap how many run at once (builds, ADR 0042). A query holds
   * its slot through its retries, so a rate-limited burst slows every query down; the deadline starts
   * once it has a slot, as waiting for one is not waiting for the content service.
   */
  limit?: ConcurrencyLimit | null;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads the DatoCMS error code of a 4xx answer (`{data:[{attributes:{code}}]}`) if there is one. */
async function readApiErrorCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await response.text());
    if (typeof body !== 'object' || body === null || !('data' in body) || !Array.isArray(body.data)) return undefined;
    const first: unknown = body.data[0];
    if (typeof first !== 'object' || first === null || !('attributes' in first)) return undefined;
    const attributes = first.attributes;
    if (typeof attributes !== 'object' || attributes === null || !('code' in attributes)) return undefined;
    return typeof attributes.code === 'string' ? attributes.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A `fetch` for urql's fetch exchange that applies the retry policy. It resolves
 * only with a JSON answer of a 2xx/3xx status; every failure it gives up on is
 * thrown as a `CmsError`, which urql carries as its result's `networkError` and
 * queryCms throws as it is.
 */
export function createRetryingFetch(options: RetryingFetchOptions = {}): FetchFn {
  const baseFetch: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const policy = options.policy ?? CMS_RETRY_POLICY;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;

  const limit = options.limit ?? null;
  return function retryingFetch(input, init) {
    return limit ? limit.run(() => attempts(input, init)) : attempts(input, init);
  };

  async function attempts(input: string | URL | Request, init: RequestInit | undefined): Promise<Response> {
    const deadline = now() + policy.deadlineMs;
    let lastReason = 'no attempt made';
    let lastStatus: number | undefined;
    let lastCode: string | undefined;

    for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
      const remaining = deadline - now();
      if (remaining <= 0) break;
      // setTimeout rather than AbortSignal.timeout: the same clock as the waits, so tests can fake it.
      const attemptMs = Math.min(policy.attemptTimeoutMs, remaining);
      const attemptTimeout = new AbortController();
      const timer = setTimeout(
        () => attemptTimeout.abort(new DOMException(`no answer within ${attemptMs} ms`, 'TimeoutError')),
        attemptMs,
      );
      const signal = init?.signal ? AbortSignal.any([init.signal, attemptTimeout.signal]) : attemptTimeout.signal;

      let response: Response | undefined;
      try {
        response = await baseFetch(input, { ...init, signal });
      } catch (error) {
        // The caller gave up: not ours to retry.
        if (init?.signal?.aborted) throw error;
        lastReason = attemptTimeout.signal.aborted
          ? `no answer within ${attemptMs} ms`
          : `network failure: ${String(error)}`;
        lastStatus = undefined;
        lastCode = undefined;
      } finally {
        clearTimeout(timer);
      }

      /** what the answer asked us to wait (a 429's reset), null to follow the policy's schedule */
      let askedWaitMs: number | null = null;
      if (response) {
        const contentType = response.headers.get('content-type');
        const verdict = classifyAttempt({ type: 'response', status: response.status, contentType });
        if (verdict === 'success') return response;
        if (verdict === 'rate-limited') {
          askedWaitMs = rateLimitWaitMs(response.headers, now());
          lastCode = await readApiErrorCode(response);
          lastStatus = 429;
          lastReason = `rate limited (429${lastCode ? ` ${lastCode}` : ''}${askedWaitMs === null ? '' : `, reset in ${askedWaitMs / 1000} s`})`;
        } else if (verdict === 'client-error') {
          const code = await readApiErrorCode(response);
          throw new CmsError('client', `Content service answered ${response.status}${code ? ` ${code}` : ''}`, {
            status: response.status,
            attempts: attempt,
            code,
          });
        } else {
          lastStatus = response.status;
          lastCode = undefined;
          lastReason =
            response.status >= 500
              ? `status ${response.status}`
              : `non-JSON answer (${contentType ?? 'no content type'})`;
        }
        await response.body?.cancel().catch(() => undefined);
      }

      if (attempt === policy.maxAttempts) break;
      const delayMs =
        askedWaitMs === null ? retryDelayMs(attempt - 1, policy, random) : rateLimitDelayMs(askedWaitMs, random);
      // A wait that would end past the deadline is not started: giving up now is the same answer, sooner.
      if (now() + delayMs >= deadline) {
        throw new CmsError(
          'timeout',
          `Content service gave no usable answer within ${policy.deadlineMs} ms (${lastReason})`,
          {
            status: lastStatus,
            attempts: attempt,
            code: lastCode,
          },
        );
      }
      options.onRetry?.({ attempt, delayMs, reason: lastReason });
      await sleep(delayMs);
    }

    if (now() >= deadline) {
      throw new CmsError(
        'timeout',
        `Content service gave no usable answer within ${policy.deadlineMs} ms (${lastReason})`,
        {
          status: lastStatus,
          attempts: policy.maxAttempts,
          code: lastCode,
        },
      );
    }
    throw new CmsError('server', `Content service failed after ${policy.maxAttempts} attempts (${lastReason})`, {
      status: lastStatus,
      attempts: policy.maxAttempts,
      code: lastCode,
    });
  }
}
