import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, parsePublicConfig, parseServerConfig } from './env-schema';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('server configuration', () => {
  it('works with no variables at all against the embedded content service', () => {
    expect(parseServerConfig({})).toMatchObject({
      DATOCMS_GRAPHQL_URL: 'http://localhost:4010',
      DATOCMS_LISTEN_URL: 'http://localhost:4010/listen',
      DATOCMS_PUBLISHED_TOKEN: 'dev-published-token',
      DATOCMS_DRAFT_TOKEN: 'dev-draft-token',
      CMS_WEBHOOK_SECRET: 'dev-webhook-secret',
      PREVIEW_SECRET: 'dev-preview-secret',
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
    });
    expect(parseServerConfig({ CMS_PORT: '4130' }).DATOCMS_GRAPHQL_URL).toBe('http://localhost:4130');
  });

  it('in production, wants its own preview and webhook secrets even on the embedded content, and says which', () => {
    const issues = (env: Record<string, string>) => {
      try {
        parseServerConfig({ NODE_ENV: 'production', ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).issues;
      }
    };
    expect(issues({})).toEqual([
      'CMS_WEBHOOK_SECRET is required in production: set your own secret (npm start generates one)',
      'PREVIEW_SECRET is required in production: set your own secret (npm start generates one)',
    ]);
    expect(issues({ PREVIEW_SECRET: 'dev-preview-secret', CMS_WEBHOOK_SECRET: 'a-secret-of-our-own' })).toEqual([
      'PREVIEW_SECRET is the development default, published in the repository: set your own secret in production',
    ]);
    expect(issues({ PREVIEW_SECRET: 'ours-1', CMS_WEBHOOK_SECRET: 'ours-2' })).toEqual([]);
    // in development the embedded content keeps working with no variable at all
    expect(issues({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('requires every token and secret when pointed at a real DatoCMS project, naming each one', () => {
    try {
      parseServerConfig({ DATOCMS_GRAPHQL_URL: 'https://graphql.datocms.com', DATOCMS_PUBLISHED_TOKEN: 'abc' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      for (const key of ['DATOCMS_DRAFT_TOKEN', 'CMS_WEBHOOK_SECRET', 'PREVIEW_SECRET']) expect(message).toContain(key);
      expect(message).not.toContain('DATOCMS_PUBLISHED_TOKEN');
    }
    const production = parseServerConfig({
      DATOCMS_GRAPHQL_URL: 'https://graphql.datocms.com/',
      DATOCMS_PUBLISHED_TOKEN: 'pub',
      DATOCMS_DRAFT_TOKEN: 'draft',
      CMS_WEBHOOK_SECRET: 'hook',
      PREVIEW_SECRET: 'prev',
    });
    expect(production.DATOCMS_LISTEN_URL).toBe('https://graphql-listen.datocms.com');
  });

  it('names malformed variables', () => {
    expect(() =>
      parseServerConfig({
        DATOCMS_GRAPHQL_URL: 'localhost:4010',
        NEXT_PUBLIC_SENTRY_DSN: 'nope',
        DATOCMS_ENVIRONMENT: 'bad env',
      }),
    ).toThrow(
      /DATOCMS_GRAPHQL_URL is malformed[\s\S]*DATOCMS_ENVIRONMENT is malformed[\s\S]*NEXT_PUBLIC_SENTRY_DSN is malformed/,
    );
  });
});

describe('public configuration', () => {
  it('never holds a secret, even when every secret is set', async () => {
    vi.stubEnv('DATOCMS_DRAFT_TOKEN', 'super-secret-draft-token');
    vi.stubEnv('CMS_WEBHOOK_SECRET', 'super-secret-webhook');
    vi.stubEnv('PREVIEW_SECRET', 'super-secret-preview');
    vi.stubEnv('DATOCMS_PUBLISHED_TOKEN', 'public-token');
    const { getPublicConfig } = await import('./public');
    const config = getPublicConfig();
    expect(config.DATOCMS_PUBLISHED_TOKEN).toBe('public-token');
    expect(JSON.stringify(config)).not.toMatch(/super-secret/);
    expect(parsePublicConfig({ ...process.env })).not.toHaveProperty('DATOCMS_DRAFT_TOKEN');
  });

  it('cannot read the draft token: the module names only public variables and never reads process.env whole', () => {
    const source = readFileSync(new URL('./public.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/DRAFT|SECRET/);
    expect(source).not.toMatch(/process\.env(?!\.[A-Z_]+)/);
  });
});
