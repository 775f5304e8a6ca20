import { describe, expect, it } from 'vitest';
import { chooseContentService } from './content-service-choice.ts';

const from = (env: Record<string, string>) => (name: string) => env[name];

describe('which processes npm run build / npm start run', () => {
  it('starts the embedded content service when no content URL is configured, and points the site at it', () => {
    expect(chooseContentService(from({}))).toEqual({
      embedded: true,
      cmsPort: '4010',
      siteEnv: { DATOCMS_GRAPHQL_URL: 'http://localhost:4010', DATOCMS_LISTEN_URL: 'http://localhost:4010/listen' },
    });
    expect(chooseContentService(from({ CMS_PORT: '4110', DATOCMS_GRAPHQL_URL: '' })).siteEnv.DATOCMS_GRAPHQL_URL).toBe(
      'http://localhost:4110',
    );
  });

  it('starts it for a content URL on this machine: the service itself, or a proxy in front of it', () => {
    for (const url of [
      'http://localhost:4110',
      'http://127.0.0.1:4010/',
      'http://localhost:4111',
      'http://[::1]:4010',
    ]) {
      const choice = chooseContentService(from({ CMS_PORT: '4110', DATOCMS_GRAPHQL_URL: url }));
      expect(choice.embedded, url).toBe(true);
      expect(choice.siteEnv.DATOCMS_GRAPHQL_URL, url).toBe(url);
    }
  });

  it('starts only Next when the content URL is DatoCMS, and leaves the site’s content URLs alone', () => {
    for (const url of [
      'https://graphql.datocms.com',
      'https://graphql.datocms.com/',
      'https://cda-proxy.mall.example',
    ]) {
      expect(chooseContentService(from({ DATOCMS_GRAPHQL_URL: url }))).toEqual({
        embedded: false,
        cmsPort: '4010',
        siteEnv: {},
      });
    }
  });

  it('keeps a configured listen URL', () => {
    expect(
      chooseContentService(from({ DATOCMS_LISTEN_URL: 'http://localhost:4010/listen/' })).siteEnv.DATOCMS_LISTEN_URL,
    ).toBe('http://localhost:4010/listen/');
  });
});
