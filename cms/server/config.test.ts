import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from './config.ts';

describe('the content service configuration', () => {
  it("sends the webhook to the site's own port unless CMS_WEBHOOK_URL says otherwise", () => {
    expect(configFromEnv('/project', {} as unknown as NodeJS.ProcessEnv).webhookUrl).toBe(
      'http://localhost:3000/api/revalidate',
    );
    expect(configFromEnv('/project', { PORT: '3104' } as unknown as NodeJS.ProcessEnv).webhookUrl).toBe(
      'http://localhost:3104/api/revalidate',
    );
    expect(
      configFromEnv('/project', {
        PORT: '3104',
        CMS_WEBHOOK_URL: 'https://site.example/api/revalidate',
      } as unknown as NodeJS.ProcessEnv).webhookUrl,
    ).toBe('https://site.example/api/revalidate');
    expect(configFromEnv('/project', { CMS_WEBHOOK_URL: '' } as unknown as NodeJS.ProcessEnv).webhookUrl).toBeNull();
  });

  it('carries the secret in a header by default, or as basic auth, and refuses anything else', () => {
    expect(configFromEnv('/project', {} as unknown as NodeJS.ProcessEnv).webhookAuth).toBe('header');
    expect(configFromEnv('/project', { CMS_WEBHOOK_AUTH: 'basic' } as unknown as NodeJS.ProcessEnv).webhookAuth).toBe(
      'basic',
    );
    expect(() => configFromEnv('/project', { CMS_WEBHOOK_AUTH: 'hmac' } as unknown as NodeJS.ProcessEnv)).toThrow(
      ConfigError,
    );
  });
});

describe('the content service in production (ADR 0048)', () => {
  const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
  const own = { DATOCMS_PUBLISHED_TOKEN: 'own-published-4f1c', DATOCMS_DRAFT_TOKEN: 'own-draft-9a2e' };

  it('refuses the published development tokens, set or defaulted, with a message naming each', () => {
    const message = (values: Record<string, string>) => {
      try {
        configFromEnv('/project', env(values));
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return null;
    };
    const unset = message({ NODE_ENV: 'production' });
    expect(unset).toContain('DATOCMS_PUBLISHED_TOKEN is not set');
    expect(unset).toContain('DATOCMS_DRAFT_TOKEN is not set');
    expect(unset).toContain('npm start and npm run build generate them');
    const published = message({
      NODE_ENV: 'production',
      DATOCMS_PUBLISHED_TOKEN: 'dev-published-token',
      DATOCMS_DRAFT_TOKEN: own.DATOCMS_DRAFT_TOKEN,
    });
    expect(published).toContain('DATOCMS_PUBLISHED_TOKEN is the development default');
    expect(published).not.toContain('DATOCMS_DRAFT_TOKEN');
    expect(
      message({
        NODE_ENV: 'production',
        DATOCMS_PUBLISHED_TOKEN: own.DATOCMS_PUBLISHED_TOKEN,
        DATOCMS_DRAFT_TOKEN: 'dev-draft-token',
      }),
    ).toContain('DATOCMS_DRAFT_TOKEN is the development default');
  });

  it('starts with its own tokens in production, and keeps the development values in development', () => {
    expect(configFromEnv('/project', env({ NODE_ENV: 'production', ...own }))).toMatchObject({
      publishedToken: own.DATOCMS_PUBLISHED_TOKEN,
      draftToken: own.DATOCMS_DRAFT_TOKEN,
    });
    expect(configFromEnv('/project', env({}))).toMatchObject({
      publishedToken: 'dev-published-token',
      draftToken: 'dev-draft-token',
    });
    expect(configFromEnv('/project', env({ NODE_ENV: 'development' }))).toMatchObject({
      publishedToken: 'dev-published-token',
    });
  });

  it('binds this machine only unless CMS_HOST says otherwise', () => {
    expect(configFromEnv('/project', env({})).host).toBeUndefined(); // the service's default: both loopback addresses
    expect(configFromEnv('/project', env({ CMS_HOST: '0.0.0.0' })).host).toBe('0.0.0.0');
  });
});
