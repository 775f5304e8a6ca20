import { subscribeToQuery } from 'datocms-listen';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RECONNECT_CAP_MS } from './live-reconnect';
import { liveSubscriptionOptions, type LiveSubscriptionConfig } from './live-subscription-options';

/**
 * The options drive the real datocms-listen client here, the way
 * react-datocms's useQuerySubscription hands them over (everything but
 * `enabled`/`initialData`), with the network replaced: what is checked is
 * what an editor depends on — the draft content is asked for, edits arrive,
 * a dropped connection comes back at a gentle pace, a dead one stays dead.
 */

const config: LiveSubscriptionConfig = {
  query: 'query Home($locale: SiteLocale) { homePage(locale: $locale) { title } }',
  variables: { locale: 'pt' },
  token: 'dev-draft-token',
  baseUrl: 'http://localhost:4010/listen',
};

type Listener = (event: { data?: string }) => void;

/** An EventSource that the test drives: `emit('update', …)`. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? [])
      listener(data === undefined ? {} : { data: JSON.stringify(data) });
  }
}

const json = (body: unknown) => ({
  status: 200,
  statusText: 'OK',
  headers: new Headers({ 'Content-Type': 'application/json' }),
  json: async () => body,
});
const failure = (status: number) => ({ status, statusText: 'Error', headers: new Headers(), json: async () => ({}) });

function subscribe(fetcher: ReturnType<typeof vi.fn>, overrides: Partial<LiveSubscriptionConfig> = {}) {
  const { enabled, ...options } = liveSubscriptionOptions({ ...config, ...overrides });
  expect(enabled).toBe(true);
  const onUpdate = vi.fn();
  const onStatusChange = vi.fn();
  const subscription = subscribeToQuery({
    ...options,
    fetcher: fetcher as unknown as typeof fetch,
    eventSourceClass: FakeEventSource as unknown as typeof EventSource,
    onUpdate,
    onStatusChange,
  });
  return { subscription, onUpdate, onStatusChange };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter: the schedule is exact
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the live subscription', () => {
  it('registers the page query for draft content with the draft token, on the configured listen URL', async () => {
    const fetcher = vi.fn(async () => json({ url: 'http://localhost:4010/channel/1' }));
    subscribe(fetcher, { environment: 'staging' });
    await vi.advanceTimersByTimeAsync(0);

    expect(fetcher).toHaveBeenCalledOnce();
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:4010/listen');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer dev-draft-token',
      'X-Include-Drafts': 'true',
      'X-Environment': 'staging',
    });
    // invalid drafts still show: an editor sees a half-filled record as it is
    expect(init.headers).not.toHaveProperty('X-Exclude-Invalid');
    expect(JSON.parse(String(init.body))).toEqual({ query: config.query, variables: { locale: 'pt' } });
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual(['http://localhost:4010/channel/1']);
  });

  it('sends no environment header when none is configured (the primary environment)', async () => {
    const fetcher = vi.fn(async () => json({ url: 'http://localhost:4010/channel/1' }));
    subscribe(fetcher);
    await vi.advanceTimersByTimeAsync(0);
    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('X-Environment');
  });

  it('delivers each edit as it is saved', async () => {
    const fetcher = vi.fn(async () => json({ url: 'http://localhost:4010/channel/1' }));
    const { subscription, onUpdate, onStatusChange } = subscribe(fetcher);
    await vi.advanceTimersByTimeAsync(0);
    const channel = FakeEventSource.instances[0]!;
    channel.emit('open');
    await subscription;
    expect(onStatusChange).toHaveBeenLastCalledWith('connected');

    channel.emit('update', { response: { data: { homePage: { title: 'Novo título' } } } });
    expect(onUpdate).toHaveBeenCalledWith({ response: { data: { homePage: { title: 'Novo título' } } } });
  });

  it('retries an unreachable listen service after 1 s, doubling the wait up to 20 s', async () => {
    const calls: number[] = [];
    const fetcher = vi.fn(async () => {
      calls.push(Date.now());
      return failure(503);
    });
    subscribe(fetcher);
    await vi.advanceTimersByTimeAsync(120_000);

    const waits = calls.slice(1).map((at, i) => at - calls[i]!);
    expect(waits.slice(0, 7)).toEqual([1000, 2000, 4000, 8000, 16000, LIVE_RECONNECT_CAP_MS, LIVE_RECONNECT_CAP_MS]);
    expect(Math.max(...waits)).toBe(LIVE_RECONNECT_CAP_MS);
  });

  it('reconnects after a dropped channel, but not after a fatal channel error', async () => {
    const fetcher = vi.fn(async () => json({ url: `http://localhost:4010/channel/${fetcher.mock.calls.length}` }));
    subscribe(fetcher);
    await vi.advanceTimersByTimeAsync(0);
    FakeEventSource.instances[0]!.emit('open');
    FakeEventSource.instances[0]!.emit('channelError', { code: 'TIMEOUT', message: 'idle', fatal: false });
    await vi.advanceTimersByTimeAsync(300 + 1000);
    expect(fetcher).toHaveBeenCalledTimes(2);

    FakeEventSource.instances[1]!.emit('open');
    FakeEventSource.instances[1]!.emit('channelError', { code: 'INVALID_QUERY', message: 'bad query', fatal: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('gives up when the draft token is refused instead of retrying forever', async () => {
    const fetcher = vi.fn(async () => failure(401));
    const { subscription } = subscribe(fetcher);
    await expect(subscription).rejects.toThrow(/401/);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledOnce();
  });
});
