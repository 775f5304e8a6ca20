import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from './config.ts';

describe('the content service configuration', () => {
  it("sends the webhook to the site's own port unless CMS_WEBHOOK_URL says otherwise", () => {
    expect(configFromEnv('/project', {} as unknown as NodeJS.ProcessEnv).webhookUrl).toBe('http://localhost:3000/api/revalidate');
    expect(configFromEnv('/project', { PORT: '3104' } as unknown as NodeJS.ProcessEnv).webhookUrl).toBe('http://localhost:3104/api/revalidate');
    expect(configFromEnv('/project', { PORT: '3104', CMS_WEBHOOK_URL: 'https://site.example/api/revalidate' } as unknown as NodeJS.ProcessEnv).webhookUrl).toBe('https://site.example/api/revalidate');
    expect(configFromEnv('/project', { CMS_WEBHOOK_URL: '' } as unknown as NodeJS.ProcessEnv).webhookUrl).toBeNull();
  });

  it('carries the secret in a header by default, or as basic auth, and refuses anything else', () => {
    expect(configFromEnv('/project', {} as unknown as NodeJS.ProcessEnv).webhookAuth).toBe('header');
    expect(configFromEnv('/project', { CMS_WEBHOOK_AUTH: 'basic' } as unknown as NodeJS.ProcessEnv).webhookAuth).toBe('basic');
    expect(() => configFromEnv('/project', { CMS_WEBHOOK_AUTH: 'hmac' } as unknown as NodeJS.ProcessEnv)).toThrow(ConfigError);
  });
});
