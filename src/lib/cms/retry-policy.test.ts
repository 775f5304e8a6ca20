import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from './cms-error';
import { CMS_RETRY_POLICY, classifyAttempt, retryDelayMs } from './retry-policy';
import { createRetryingFetch } from './retrying-fetch';

const json = (status: number) => new Response('{"data":{}}', { status, headers: { 'content-type': 'application/json' } });
const html = (status: number) => new Response('<html>bad gateway</html>', { status, headers: { 'content-type': 'text/html' } });

describe('retryDelayMs', () => {
  it('starts at 1 s and doubles, without jitter at the midpoint', () => {
    expect([0, 1, 2, 3, 4].map((i) => retryDelayMs(i, CMS_RETRY_POLICY, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 16000]);
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
    [{ type: 'response', status: 429, contentType: 'application/json' }, 'client-error'],
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
    const body = JSON.stringify({ data: [{ id: '1', type: 'api_error', attributes: { code: 'INVALID_AUTHORIZATION_HEADER', details: {} } }] });
    const fetch = vi.fn(async () => new Response(body, { status: 401, headers: { 'content-type': 'application/json' } }));
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
