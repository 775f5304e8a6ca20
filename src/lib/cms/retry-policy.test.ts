import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from './cms-error';
import { createConcurrencyLimit } from './concurrency-limit';
import { CMS_RETRY_POLICY, classifyAttempt, rateLimitDelayMs, rateLimitWaitMs, retryDelayMs } from './retry-policy';
import { createRetryingFetch } from './retrying-fetch';

const json = (status: number) =>
  new Response('{"data":{}}', { status, headers: { 'content-type': 'application/json' } });
const html = (status: number) =>
  new Response('<html>bad gateway</html>', { status, headers: { 'content-type': 'text/html' } });

describe('retryDelayMs', () => {
  it('starts at 1 s and doubles, without jitter at the midpoint', () => {
    expect([0, 1, 2, 3, 4].map((i) => retryDelayMs(i, CMS_RETRY_POLICY, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000,
    ]);
  });

  it('is capped at 20 s, jitter included', () => {
    expect(retryDelayMs(5, CMS_RETRY_POLICY, () => 0.999)).toBe(20000);
    expect(retryDelayMs(10, CMS_RETRY_POLICY, () => 0)).toBe(18000);
  });

  it('keeps the jitter within ±10%', () => {
    expect(retryDelayMs(1, CMS_RETRY_POLICY, () => 0)).toBe(1800);
    expect(retryDelayMs(1, CMS_RETRY_POLICY, () => 0.9999)).toBe(2200);
  });
});

describe('classifyAttempt', () => {
  it.each([
    [{ type: 'response', status: 200, contentType: 'application/json; charset=utf-8' }, 'success'],
    [{ type: 'response', status: 401, contentType: 'application/json' }, 'client-error'],
    [{ type: 'response', status: 429, contentType: 'application/json' }, 'rate-limited'],
    [{ type: 'response', status: 403, contentType: 'application/json' }, 'client-error'],
    [{ type: 'response', status: 500, contentType: 'application/json' }, 'retry'],
    [{ type: 'response', status: 503, contentType: 'text/html' }, 'retry'],
    [{ type: 'response', status: 200, contentType: 'text/html' }, 'retry'],
    [{ type: 'response', status: 200, contentType: null }, 'retry'],
    [{ type: 'network-error' }, 'retry'],
  ] as const)('%j → %s', (outcome, verdict) => {
    expect(classifyAttempt(outcome)).toBe(verdict);
  });
});

describe('createRetryingFetch with a fake clock', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 1 s, 2 s, 4 s between attempts, then gives up as a server error', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => json(503));
    const retries: number[] = [];
    const retrying = createRetryingFetch({ fetch, random: () => 0.5, onRetry: (e) => retries.push(e.delayMs) });
    const started = Date.now();
    const result = retrying('http://cms/', { method: 'POST' }).catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetch).toHaveBeenCalledTimes(4);

    const error = await result;
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ kind: 'server', status: 503, attempts: 4 });
    expect(retries).toEqual([1000, 2000, 4000]);
    expect(Date.now() - started).toBe(7000);
  });

  it('never retries a 4xx and reports the DatoCMS error code', async () => {
    vi.useFakeTimers();
    const body = JSON.stringify({
      data: [{ id: '1', type: 'api_error', attributes: { code: 'INVALID_AUTHORIZATION_HEADER', details: {} } }],
    });
    const fetch = vi.fn(
      async () => new Response(body, { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    const error = await createRetryingFetch({ fetch })('http://cms/').catch((e: unknown) => e);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: 'client', status: 401, code: 'INVALID_AUTHORIZATION_HEADER' });
  });

  it('retries network failures and non-JSON answers, then returns the good answer', async () => {
    vi.useFakeTimers();
    const answers: Array<() => Response> = [
      () => {
        throw new TypeError('fetch failed');
      },
      () => html(200),
      () => json(200),
    ];
    const fetch = vi.fn(async () => (answers.shift() ?? (() => json(200)))());
    const pending = createRetryingFetch({ fetch, random: () => 0.5 })('http://cms/');
    await vi.advanceTimersByTimeAsync(3000);
    const response = await pending;
    expect(response.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('stops at the deadline instead of sleeping past it', async () => {
    vi.useFakeTimers();
    const policy = { ...CMS_RETRY_POLICY, maxAttempts: 10, deadlineMs: 5000 };
    const fetch = vi.fn(async () => json(500));
    const pending = createRetryingFetch({ fetch, policy, random: () => 0.5 })('http://cms/').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;
    // 1 s + 2 s fit in 5 s; the next 4 s wait would not.
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('abandons an attempt that hangs and counts it as a network failure', async () => {
    vi.useFakeTimers();
    const policy = { ...CMS_RETRY_POLICY, attemptTimeoutMs: 500, maxAttempts: 2 };
    const fetch = vi.fn(
      (_input: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          if (fetch.mock.calls.length > 1) return resolve(json(200));
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = createRetryingFetch({ fetch, policy, random: () => 0.5 })('http://cms/');
    await vi.advanceTimersByTimeAsync(1500);
    expect((await pending).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

/** DatoCMS's 429: its JSON:API error envelope, and the seconds until the bucket refills. */
const rateLimited = (headers: Record<string, string> = { 'X-RateLimit-Reset': '2' }) =>
  new Response(
    JSON.stringify({
      data: [{ id: 'x', type: 'api_error', attributes: { code: 'RATE_LIMIT_EXCEEDED', details: {} } }],
    }),
    {
      status: 429,
      headers: { 'content-type': 'application/json', ...headers },
    },
  );

describe('what a 429 asks', () => {
  const at = Date.parse('2026-03-01T12:00:00Z');
  it('reads X-RateLimit-Reset as seconds, before Retry-After', () => {
    expect(rateLimitWaitMs(new Headers({ 'X-RateLimit-Reset': '3', 'Retry-After': '10' }), at)).toBe(3000);
  });
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(rateLimitWaitMs(new Headers({ 'Retry-After': '7' }), at)).toBe(7000);
    expect(rateLimitWaitMs(new Headers({ 'Retry-After': 'Sun, 01 Mar 2026 12:00:04 GMT' }), at)).toBe(4000);
  });
  it('says nothing without either header, or with one it cannot read', () => {
    expect(rateLimitWaitMs(new Headers(), at)).toBeNull();
    expect(rateLimitWaitMs(new Headers({ 'X-RateLimit-Reset': 'soon' }), at)).toBeNull();
  });
  it('never waits less than asked, and spreads by at most the wait itself, capped at 5 s', () => {
    expect(rateLimitDelayMs(2000, () => 0)).toBe(2000);
    expect(rateLimitDelayMs(2000, () => 0.5)).toBe(3000);
    expect(rateLimitDelayMs(30_000, () => 0.999_999)).toBe(35_000);
  });
});

describe('createRetryingFetch and a rate-limited content API', () => {
  afterEach(() => vi.useRealTimers());

  it('waits until X-RateLimit-Reset has passed, then retries and returns the answer', async () => {
    vi.useFakeTimers();
    const answers = [() => rateLimited({ 'X-RateLimit-Reset': '2' }), () => json(200)];
    const fetch = vi.fn(async () => answers.shift()!());
    const retries: string[] = [];
    const pending = createRetryingFetch({
      fetch,
      random: () => 0,
      onRetry: (e) => retries.push(`${e.delayMs} ${e.reason}`),
    })('http://cms/');
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await pending).status).toBe(200);
    expect(retries).toEqual(['2000 rate limited (429 RATE_LIMIT_EXCEEDED, reset in 2 s)']);
  });

  it('takes Retry-After when there is no X-RateLimit-Reset, and the policy’s schedule when there is neither', async () => {
    vi.useFakeTimers();
    const answers = [() => rateLimited({ 'Retry-After': '3' }), () => rateLimited({}), () => json(200)];
    const fetch = vi.fn(async () => answers.shift()!());
    const delays: number[] = [];
    const pending = createRetryingFetch({ fetch, random: () => 0.5, onRetry: (e) => delays.push(e.delayMs) })(
      'http://cms/',
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await pending).status).toBe(200);
    // 3 s plus half of min(3 s, 5 s) of spread; then the second retry of the 1 s · 2ⁿ schedule
    expect(delays).toEqual([4500, 2000]);
  });

  it('gives up at once, within the deadline, when the wait asked for would pass it', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => rateLimited({ 'X-RateLimit-Reset': '60' }));
    const started = Date.now();
    const error = await createRetryingFetch({ fetch, random: () => 0 })('http://cms/').catch((e: unknown) => e);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBe(0);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ kind: 'timeout', status: 429, code: 'RATE_LIMIT_EXCEEDED' });
    expect((error as Error).message).toMatch(/rate limited.*reset in 60 s/);
  });

  it('counts 429s as attempts: four of them, and the query fails as rate limited', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => rateLimited({ 'X-RateLimit-Reset': '1' }));
    const pending = createRetryingFetch({ fetch, random: () => 0 })('http://cms/').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3000);
    const error = await pending;
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(error).toMatchObject({ kind: 'server', status: 429, attempts: 4, code: 'RATE_LIMIT_EXCEEDED' });
  });
});

describe('createRetryingFetch with a concurrency limit', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at most the limit at once, the others when a slot frees, in arrival order', async () => {
    const limit = createConcurrencyLimit(2);
    const started: number[] = [];
    const finish: Array<() => void> = [];
    const fetch = vi.fn(
      (input: string | URL | Request) =>
        new Promise<Response>((resolve) => {
          started.push(Number(String(input).split('/').pop()));
          finish.push(() => resolve(json(200)));
        }),
    );
    const retrying = createRetryingFetch({ fetch, limit });
    const all = [1, 2, 3, 4, 5].map((n) => retrying(`http://cms/${n}`));
    await vi.waitFor(() => expect(started).toEqual([1, 2]));
    expect(limit.waiting).toBe(3);
    finish.shift()!();
    await vi.waitFor(() => expect(started).toEqual([1, 2, 3]));
    while (finish.length > 0 || started.length < 5) {
      finish.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect((await Promise.all(all)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(limit.active).toBe(0);
  });

  it('keeps its slot while it waits out a 429, and starts its deadline only once it has a slot', async () => {
    vi.useFakeTimers();
    const limit = createConcurrencyLimit(1);
    const answers = [
      () => rateLimited({ 'X-RateLimit-Reset': '10' }),
      () => json(200),
      () => rateLimited({ 'X-RateLimit-Reset': '10' }),
      () => json(200),
    ];
    const fetch = vi.fn(async () => answers.shift()!());
    const retrying = createRetryingFetch({ fetch, limit, random: () => 0 });
    const first = retrying('http://cms/a');
    const second = retrying('http://cms/b');
    await vi.advanceTimersByTimeAsync(9_999);
    // the second waits for the slot, not for the content API: nothing of it was sent yet
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await first).status).toBe(200);
    // 10 s of queueing did not count: its own 10 s wait still fits in its 15 s deadline
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await second).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
