import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempContent, type TempContent } from './__fixtures__/temp-content.ts';
import { startTestService, PUBLISHED, DRAFT } from './__fixtures__/test-service.ts';
import type { ContentService } from './index.ts';

/**
 * The service configured as a project's sandbox (`DATOCMS_ENVIRONMENT`) and
 * with DatoCMS's rate limit on (`CMS_RATE_LIMIT`).
 */
const LIST = '{ allStores { name } }';

let content: TempContent;
let sandboxed: ContentService;
let limited: ContentService;

beforeAll(async () => {
  content = await makeTempContent();
  sandboxed = await startTestService(content, { environment: 'feature-new-hours' });
  limited = await startTestService(content, { rateLimit: { perSecond: 2 } });
});

afterAll(async () => {
  await sandboxed?.close();
  await limited?.close();
  await content?.remove();
});

const post = (service: ContentService, path: string, headers: Record<string, string> = {}) =>
  fetch(`${service.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${PUBLISHED}`, ...headers },
    body: JSON.stringify({ query: LIST }),
  });

async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { data?: Array<{ type: string; attributes: { code: string } }> };
  expect(body.data?.[0]?.type).toBe('api_error');
  return body.data?.[0]?.attributes.code;
}

describe('a sandbox environment', () => {
  it('serves the content under its name, in the path or the X-Environment header, drafts included', async () => {
    for (const [path, headers] of [
      ['/environments/feature-new-hours', {}],
      ['/', { 'X-Environment': 'feature-new-hours' }],
      ['/environments/feature-new-hours/preview', { Authorization: `Bearer ${DRAFT}` }],
    ] as const) {
      const response = await post(sandboxed, path, headers);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { allStores: unknown[] } }).data.allStores.length).toBeGreaterThan(0);
    }
  });

  it('still has its primary environment, and answers any other with 404 INVALID_ENVIRONMENT', async () => {
    expect((await post(sandboxed, '/environments/main')).status).toBe(200);
    const unknown = await post(sandboxed, '/environments/feature-old-hours');
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe('INVALID_ENVIRONMENT');
  });

  it('is unknown to a service not configured with it', async () => {
    const response = await post(limited, '/environments/feature-new-hours');
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe('INVALID_ENVIRONMENT');
  });
});

describe('the rate limit', () => {
  it('answers 429 RATE_LIMIT_EXCEEDED with X-RateLimit-Reset past the limit of a token, and serves again once it resets', async () => {
    // start at a fresh second so the three requests share one window
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 3; i++) {
      const response = await post(limited, '/');
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(refused?.headers.get('content-type')).toBe('application/json');
    expect(refused?.headers.get('x-ratelimit-reset')).toBe('1');
    expect(await errorCode(refused!)).toBe('RATE_LIMIT_EXCEEDED');
    // the draft token has a bucket of its own
    expect((await post(limited, '/', { Authorization: `Bearer ${DRAFT}` })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Number(refused?.headers.get('x-ratelimit-reset')) * 1000));
    expect((await post(limited, '/')).status).toBe(200);
  });
});
