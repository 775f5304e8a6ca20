import { afterAll, beforeAll } from 'vitest';
import { startContentService, type ContentService, type ContentServiceOptions } from '../index.ts';
import { silentLogger } from '../logger.ts';
import { createHttpTestEngine } from './http-test-engine.ts';
import { makeTempContent, type TempContent } from './temp-content.ts';

export const PUBLISHED = 'published-test-token';
export const DRAFT = 'draft-test-token';

/**
 * The content service as the HTTP-layer tests run it: a free loopback port, the
 * temporary content copy, the small stand-in engine, no webhook, no watching,
 * no logs. Each test file overrides only what it exercises.
 */
export function startTestService(
  content: TempContent,
  overrides: Partial<ContentServiceOptions> = {},
): Promise<ContentService> {
  return startContentService({
    port: 0,
    host: '127.0.0.1',
    contentDir: content.contentDir,
    uploadsDir: content.uploadsDir,
    imageCacheDir: content.imageCacheDir,
    publishedToken: PUBLISHED,
    draftToken: DRAFT,
    webhookUrl: null,
    watch: false,
    logger: silentLogger,
    createEngine: createHttpTestEngine,
    ...overrides,
  });
}

/**
 * One service on its own content copy for the whole test file: started before
 * the file's tests, closed and removed after them. Read `service` and
 * `content` inside the tests (they exist once `beforeAll` has run).
 */
export function serviceForThisFile(): { readonly service: ContentService; readonly content: TempContent } {
  const live = {} as { service: ContentService; content: TempContent };
  beforeAll(async () => {
    live.content = await makeTempContent();
    live.service = await startTestService(live.content);
  });
  afterAll(async () => {
    await live.service?.close();
    await live.content?.remove();
  });
  return live;
}
