import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from './sqlite-store';
import type { NewSubmission, SubmissionStore } from './submission-store';

const dirs: string[] = [];
const stores: SubmissionStore[] = [];
function freshFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'submissions-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'submissions.sqlite');
}
function open(file: string) {
  const store = openSqliteStore(file);
  stores.push(store);
  return store;
}
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close().catch(() => undefined)));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const submission = (key: string, extra: Partial<NewSubmission> = {}): NewSubmission => ({
  form: 'contact',
  idempotencyKey: key,
  locale: 'pt',
  fields: { name: 'Ana', email: 'ana@example.com' },
  consent: { policyVersion: '2026-01', at: '2026-11-23T10:00:00.000Z' },
  resumeKey: null,
  ...extra,
});

describe('submissions in SQLite', () => {
  it('creates its folder and schema on first start, and a submission survives a restart', async () => {
    const file = freshFile();
    const first = open(file);
    const { created } = await first.save(submission('k1'));
    expect(created).toBe(true);
    await first.close();
    const again = open(file);
    const [stored] = await again.list();
    expect(stored).toMatchObject({ form: 'contact', idempotencyKey: 'k1', fields: { name: 'Ana' }, consent: { policyVersion: '2026-01' } });
  });

  it('stores a retried submission (same key) once, with the first one’s id', async () => {
    const store = open(freshFile());
    const first = await store.save(submission('same'));
    const retry = await store.save(submission('same', { fields: { name: 'Ana again' } }));
    expect(retry).toEqual({ id: first.id, created: false });
    expect(await store.list()).toHaveLength(1);
  });

  it('stores 200 concurrent submissions exactly once each, retries included', async () => {
    const store = open(freshFile());
    const keys = Array.from({ length: 200 }, (_, i) => `key-${i}`);
    const results = await Promise.all([...keys, ...keys.slice(0, 50)].map((k) => store.save(submission(k))));
    expect(results.filter((r) => r.created)).toHaveLength(200);
    const stored = await store.list();
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((s) => s.idempotencyKey)).size).toBe(200);
  });

  it('lists by form and date range, and deletes what is older than a date', async () => {
    const store = open(freshFile());
    await store.save(submission('c'));
    await store.save(submission('n', { form: 'newsletter' }));
    expect((await store.list({ form: 'newsletter' })).map((s) => s.idempotencyKey)).toEqual(['n']);
    expect(await store.list({ from: '2999-01-01T00:00:00.000Z' })).toEqual([]);
    const deleted = await store.deleteBefore('2999-01-01T00:00:00.000Z');
    expect(deleted.map((s) => s.idempotencyKey).sort()).toEqual(['c', 'n']);
    expect(await store.list()).toEqual([]);
  });
});
