import { describe, expect, it } from 'vitest';
import { failedRefreshTracker, retryAfterFailureSeconds } from './failed-refresh-retry.mjs';

const pageLife = { revalidate: 300, expire: 86_400 };

describe('a cached page whose background refresh failed', () => {
  it('tries again 2 s after the first failure and 4 s after the next ones, never Next’s 30 s', () => {
    expect([1, 2, 3, 10].map(retryAfterFailureSeconds)).toEqual([2, 4, 4, 4]);
  });

  it('is recognised when Next stores back the very value the cache served, and lives for the retry delay', () => {
    const tracker = failedRefreshTracker();
    const served = { kind: 'APP_PAGE', html: '<p>old</p>' };
    tracker.served(served);
    const first = tracker.onStore('/pt/sobre', served, { revalidate: 30, expire: 86_400 });
    expect(first).toEqual({ retained: true, cacheControl: { revalidate: 2, expire: 86_400 } });
    expect(tracker.onStore('/pt/sobre', served, { revalidate: 30, expire: 86_400 }).cacheControl?.revalidate).toBe(4);
  });

  it('says how soon a kept old page tries again, so its answers can say it too, and nothing once it is fresh again', () => {
    const tracker = failedRefreshTracker();
    const served = { kind: 'APP_PAGE', html: '<p>old</p>' };
    expect(tracker.retrySeconds('/pt/sobre')).toBeNull();
    tracker.served(served);
    tracker.onStore('/pt/sobre', served, pageLife);
    expect(tracker.retrySeconds('/pt/sobre')).toBe(2);
    tracker.onStore('/pt/sobre', served, pageLife);
    expect(tracker.retrySeconds('/pt/sobre')).toBe(4);
    expect(tracker.retrySeconds('/en/about')).toBeNull();
    tracker.onStore('/pt/sobre', { kind: 'APP_PAGE', html: '<p>new</p>' }, pageLife);
    expect(tracker.retrySeconds('/pt/sobre')).toBeNull();
  });

  it('keeps the lifetime Next asks for on a freshly rendered page, and starts the count again after it', () => {
    const tracker = failedRefreshTracker();
    const served = { kind: 'APP_PAGE', html: '<p>old</p>' };
    tracker.served(served);
    tracker.onStore('/pt/sobre', served, pageLife);
    tracker.onStore('/pt/sobre', served, pageLife);
    const rendered = { kind: 'APP_PAGE', html: '<p>new</p>' };
    expect(tracker.onStore('/pt/sobre', rendered, pageLife)).toEqual({ retained: false, cacheControl: pageLife });
    tracker.served(rendered);
    expect(tracker.onStore('/pt/sobre', rendered, pageLife).cacheControl?.revalidate).toBe(2);
  });

  it('counts failures per page', () => {
    const tracker = failedRefreshTracker();
    const about = { html: 'about' };
    const stores = { html: 'stores' };
    tracker.served(about);
    tracker.served(stores);
    tracker.onStore('/pt/sobre', about, pageLife);
    expect(tracker.onStore('/pt/lojas', stores, pageLife).cacheControl?.revalidate).toBe(2);
  });
});
