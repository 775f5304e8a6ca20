import { describe, expect, it } from 'vitest';
import { buildCdaEndpoint } from './endpoint';

describe('buildCdaEndpoint', () => {
  it('uses the base endpoint alone for published content of the primary environment', () => {
    expect(buildCdaEndpoint({ baseUrl: 'https://graphql.datocms.com' })).toBe('https://graphql.datocms.com/');
    expect(buildCdaEndpoint({ baseUrl: 'http://localhost:4010/' })).toBe('http://localhost:4010/');
  });

  it('appends /preview for drafts', () => {
    expect(buildCdaEndpoint({ baseUrl: 'http://localhost:4010', preview: true })).toBe('http://localhost:4010/preview');
  });

  it('appends the environment, then /preview', () => {
    expect(buildCdaEndpoint({ baseUrl: 'https://graphql.datocms.com/', environment: 'staging' })).toBe(
      'https://graphql.datocms.com/environments/staging',
    );
    expect(buildCdaEndpoint({ baseUrl: 'https://graphql.datocms.com', environment: 'staging', preview: true })).toBe(
      'https://graphql.datocms.com/environments/staging/preview',
    );
  });

  it('escapes an environment name so it cannot change the path', () => {
    expect(buildCdaEndpoint({ baseUrl: 'http://x', environment: 'a/../b' })).toBe('http://x/environments/a%2F..%2Fb');
  });
});
