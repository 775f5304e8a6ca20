// @vitest-environment jsdom
/**
 * Contract: react-datocms's `useQuerySubscription`, unchanged, against the embedded service with
 * the real engine: the hook reaches `connected`, shows the current data, then an edit.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderHook, waitFor } from '@testing-library/react';
import { EventSource } from 'eventsource';
import { useQuerySubscription } from 'react-datocms/use-query-subscription';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startContentService, type ContentService } from '../server/index.ts';
import { silentLogger } from '../server/logger.ts';

// jsdom replaces URL, so the fixture folder is found from the file's directory instead
const FIXTURES = path.join(import.meta.dirname, '../engine/__fixtures__');
let root: string;
let service: ContentService;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cms-hook-'));
  await cp(path.join(FIXTURES, 'content'), path.join(root, 'content'), { recursive: true });
  await cp(path.join(FIXTURES, 'uploads'), path.join(root, 'uploads'), { recursive: true });
  service = await startContentService({
    port: 0,
    host: '127.0.0.1',
    contentDir: path.join(root, 'content'),
    uploadsDir: path.join(root, 'uploads'),
    imageCacheDir: path.join(root, 'image-cache'),
    webhookUrl: null,
    debounceMs: 50,
    logger: silentLogger,
  });
});

afterAll(async () => {
  await service?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

it('connects, renders the current result and then the edited one (draft preview)', async () => {
  const { result, unmount } = renderHook(() =>
    useQuerySubscription<{ store: { name: string } | null }>({
      query: '{ store(filter: { slug: { eq: "casa-aroeira" } }) { name } }',
      token: 'dev-draft-token',
      includeDrafts: true,
      baseUrl: `${service.url}/listen`,
      fetcher: (input, init) => fetch(input, init),
      eventSourceClass: EventSource,
    }),
  );
  await waitFor(() => expect(result.current.status).toBe('connected'), { timeout: 3000 });
  await waitFor(() => expect(result.current.data?.store?.name).toBe('Casa Aroeira'), { timeout: 3000 });

  const file = path.join(root, 'content', 'store', 'store-aroeira.json');
  const record = JSON.parse(await readFile(file, 'utf8')) as { published: { fields: Record<string, unknown> } };
  record.published.fields.name = 'Casa Aroeira Editada';
  await writeFile(file, JSON.stringify(record));
  await waitFor(() => expect(result.current.data?.store?.name).toBe('Casa Aroeira Editada'), { timeout: 1500 });
  expect(result.current.error).toBeNull();
  unmount();
  // datocms-listen notices the closed stream in a 300 ms interval and reports it once more: let that
  // happen while the test environment still exists (under load it otherwise fires after teardown).
  await new Promise((resolve) => setTimeout(resolve, 700));
});
