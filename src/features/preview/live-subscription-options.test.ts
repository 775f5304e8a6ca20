import { describe, expect, it } from 'vitest';
import { liveSubscriptionOptions } from './live-subscription-options';

describe('live subscription options', () => {
  it('subscribe with drafts, the listen URL and a 1000 ms reconnection start', () => {
    expect(liveSubscriptionOptions({ query: 'query X { a }', variables: { locale: 'pt' }, token: 'dev-draft-token', baseUrl: 'http://localhost:4010/listen' })).toEqual({
      enabled: true,
      query: 'query X { a }',
      variables: { locale: 'pt' },
      token: 'dev-draft-token',
      includeDrafts: true,
      excludeInvalid: false,
      baseUrl: 'http://localhost:4010/listen',
      reconnectionPeriod: 1000,
    });
  });

  it('rely on datocms-listen to cap the reconnection period at 20000 ms', async () => {
    const source = await import('node:fs').then((fs) => fs.readFileSync('node_modules/datocms-listen/dist/esm/subscribeToQuery/index.js', 'utf8'));
    expect(source).toContain('Math.min(customReconnectionPeriod || 1000, 20000)');
    expect(source).toMatch(/reconnectionPeriod \* 2\.0 \* \(1\.0 \+ \(Math\.random\(\) \* 0\.2 - 0\.1\)\)/);
  });
});
