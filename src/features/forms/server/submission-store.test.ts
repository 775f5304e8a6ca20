import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';
import type { NewSubmission, SubmissionStore } from './submission-store';

/**
 * One suite, both engines: SQLite always; PostgreSQL when TEST_DATABASE_URL
 * names a server (CI installs and starts Debian's PostgreSQL and sets it).
 * Each test gets its own database (a SQLite file, a PostgreSQL schema).
 */
const PG_URL = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const schemas: string[] = [];
const stores: SubmissionStore[] = [];

interface Engine {
  name: string;
  /** a place for a fresh database; `open` may be called on it again (a restart) */
  fresh(): Promise<string>;
  open(place: string): SubmissionStore;
}

const sqlite: Engine = {
  name: 'SQLite',
  async fresh() {
    const dir = mkdtempSync(path.join(tmpdir(), 'submissions-'));
    dirs.push(dir);
    return path.join(dir, 'nested', 'submissions.sqlite');
  },
  open: (file) => openSqliteStore(file),
};

const postgres: Engine = {
  name: 'PostgreSQL',
  async fresh() {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    schemas.push(schema);
    return schema;
  },
  open: (schema) => openPostgresStore(PG_URL!, { schema }),
};

afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close().catch(() => undefined)));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
afterAll(async () => {
  if (!PG_URL || schemas.length === 0) return;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA ${schema} CASCADE`);
  await client.end();
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

for (const engine of [sqlite, ...(PG_URL ? [postgres] : [])]) {
  describe(`submissions in ${engine.name}`, () => {
    const freshFile = () => engine.fresh();
    const open = (place: string) => {
      const store = engine.open(place);
      stores.push(store);
      return store;
    };

    it('creates its database and schema on first start, and a submission survives a restart', async () => {
      const file = await freshFile();
      const first = open(file);
      const { created } = await first.save(submission('k1'));
      expect(created).toBe(true);
      await first.close();
      const again = open(file);
      const [stored] = await again.list();
      expect(stored).toMatchObject({
        form: 'contact',
        idempotencyKey: 'k1',
        fields: { name: 'Ana' },
        consent: { policyVersion: '2026-01' },
      });
    });

    it('stores a retried submission (same key) once, with the first one’s id', async () => {
      const store = open(await freshFile());
      const first = await store.save(submission('same'));
      const retry = await store.save(submission('same', { fields: { name: 'Ana again' } }));
      expect(retry).toEqual({ id: first.id, created: false });
      expect(await store.list()).toHaveLength(1);
    });

    it('stores 200 concurrent submissions exactly once each, retries included', async () => {
      const store = open(await freshFile());
      const keys = Array.from({ length: 200 }, (_, i) => `key-${i}`);
      const results = await Promise.all([...keys, ...keys.slice(0, 50)].map((k) => store.save(submission(k))));
      expect(results.filter((r) => r.created)).toHaveLength(200);
      const stored = await store.list();
      expect(stored).toHaveLength(200);
      expect(new Set(stored.map((s) => s.idempotencyKey)).size).toBe(200);
    });

    it('lists by form and date range, and deletes what is older than a date', async () => {
      const store = open(await freshFile());
      await store.save(submission('c'));
      await store.save(submission('n', { form: 'newsletter' }));
      expect((await store.list({ form: 'newsletter' })).map((s) => s.idempotencyKey)).toEqual(['n']);
      expect(await store.list({ from: '2999-01-01T00:00:00.000Z' })).toEqual([]);
      const deleted = await store.deleteBefore('2999-01-01T00:00:00.000Z');
      expect(deleted.map((s) => s.idempotencyKey).sort()).toEqual(['c', 'n']);
      expect(await store.list()).toEqual([]);
    });
  });
}
