import { readdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { currentLane } from './lanes';

/** The repository root: Playwright runs from it (package.json is type module, so no __dirname). */
const root = process.cwd();

/**
 * The tests read the same content files the service serves, so they find
 * real slugs and names instead of hard-coding them. Edits go to the
 * temporary copy the running test's lane serves (e2e/.content-dir, e2e/.content-dir.1: e2e/support/lanes.ts),
 * never to the repository.
 */
export function contentDir(): string {
  const marker = join(root, currentLane().contentDirMarker);
  return existsSync(marker) ? readFileSync(marker, 'utf8').trim() : join(root, 'cms', 'content');
}

export interface ContentRecord {
  id: string;
  published?: { fields: Record<string, unknown> } | null;
  draft?: { fields: Record<string, unknown> } | null;
}

export function records(model: string, dir = join(root, 'cms', 'content')): ContentRecord[] {
  const folder = join(dir, model);
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as ContentRecord);
}

export function published(model: string): (ContentRecord & { fields: Record<string, unknown> })[] {
  return records(model)
    .filter((r) => r.published)
    .map((r) => ({ ...r, fields: r.published!.fields }));
}

export function singleton(model: string): Record<string, unknown> {
  const record = records(model)[0];
  if (!record?.published) throw new Error(`no published ${model}`);
  return record.published.fields;
}

export function localized(value: unknown, locale: 'pt' | 'en'): string {
  if (typeof value === 'string') return value;
  const v = value as Record<string, string | null | undefined>;
  return (v?.[locale] || v?.pt || '') as string;
}

/** Writes a record into the running service's content copy: an editor's publish. */
export function writeRecord(model: string, record: ContentRecord): void {
  writeFileSync(join(contentDir(), model, `${record.id}.json`), JSON.stringify(record, null, 2));
}

export function readRecord(model: string, id: string): ContentRecord {
  return JSON.parse(readFileSync(join(contentDir(), model, `${id}.json`), 'utf8')) as ContentRecord;
}

/** Removes a record from the running service's content copy: an editor's delete. */
export function deleteRecord(model: string, id: string): void {
  rmSync(join(contentDir(), model, `${id}.json`), { force: true });
}

/**
 * Waits until the content service serves a published article (or stops serving it): a page asked
 * for before then would be cached as the 404 it was at that moment.
 */
export async function waitForPublishedArticle(id: string, present = true): Promise<void> {
  const { cmsPort } = currentLane();
  const token = process.env.DATOCMS_PUBLISHED_TOKEN ?? 'dev-published-token';
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`http://localhost:${cmsPort}/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `{ article(filter: { id: { eq: "${id}" } }) { id } }` }),
    });
    const body = (await response.json()) as { data?: { article: { id: string } | null } };
    if (Boolean(body.data?.article) === present) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`article ${id} is ${present ? 'not' : 'still'} published after 10 s`);
}

/** The first published store on the floor with this code ('L2'), with that floor's fields: a route's destination. */
export function storeOnFloor(code: string) {
  const floors = Object.fromEntries(published('floor').map((f) => [f.id, f.fields]));
  const store = published('store').find((s) => floors[String(s.fields.floor)]?.code === code)!;
  return {
    store,
    storeFloor: floors[String(store.fields.floor)]!,
    slug: String(store.fields.slug),
    name: String(store.fields.name),
  };
}
