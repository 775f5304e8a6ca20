import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS } from './migrations.ts';
import type { NewSubmission, SubmissionQuery, SubmissionStore } from './submission-store.ts';
import { interestsColumn, toSubmission, type SubmissionRow as Row } from './submission-row.ts';

/** Applies the migrations this database has not seen, each in its own transaction. */
function migrate(db: DatabaseSync): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
        migration.version,
        new Date().toISOString(),
      );
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

/**
 * Submissions in a SQLite file through Node's built-in `node:sqlite` (no
 * native package to build). WAL and `synchronous = FULL`: a submission is on
 * disk before `save` resolves, so the visitor is never told "sent" for
 * something a crash could lose. One connection serialises writes, which is
 * what SQLite wants; the idempotency key's UNIQUE constraint makes a retry a
 * no-op.
 */
export function openSqliteStore(file: string): SubmissionStore {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
  migrate(db);
  const insert = db.prepare(
    `INSERT INTO submissions (id, form, idempotency_key, locale, fields, consent_policy_version, consent_at, resume_key, created_at, consent_interests)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  const byKey = db.prepare('SELECT id FROM submissions WHERE idempotency_key = ?');
  const enqueue = db.prepare(
    'INSERT INTO outbox (id, submission_id, attempts, next_attempt_at, created_at) VALUES (?, ?, 0, ?, ?)',
  );

  return {
    async save(s: NewSubmission, options: { notify?: boolean } = {}) {
      const id = randomUUID();
      const now = new Date().toISOString();
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = insert.run(
          id,
          s.form,
          s.idempotencyKey,
          s.locale,
          JSON.stringify(s.fields),
          s.consent.policyVersion,
          s.consent.at,
          s.resumeKey,
          now,
          interestsColumn(s),
        );
        const created = Number(result.changes) === 1;
        if (created && options.notify) enqueue.run(randomUUID(), id, now, now);
        db.exec('COMMIT');
        if (created) return { id, created: true };
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
      const existing = byKey.get(s.idempotencyKey) as { id: string } | undefined;
      return { id: existing?.id ?? id, created: false };
    },
    async dueNotifications(now: string, limit: number) {
      const rows = db
        .prepare(
          `SELECT o.id AS outbox_id, o.attempts, s.* FROM outbox o JOIN submissions s ON s.id = o.submission_id
           WHERE o.sent_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at LIMIT ?`,
        )
        .all(now, limit) as unknown as (Row & { outbox_id: string; attempts: number })[];
      return rows.map((r) => ({ id: r.outbox_id, attempts: r.attempts, submission: toSubmission(r) }));
    },
    async markSent(outboxId: string, at: string) {
      db.prepare('UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?').run(
        at,
        outboxId,
      );
    },
    async markFailed(outboxId: string, error: string, nextAttemptAt: string) {
      db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?').run(
        error,
        nextAttemptAt,
        outboxId,
      );
    },
    async list(query: SubmissionQuery = {}) {
      const conditions: [string, string | undefined][] = [
        ['form = ?', query.form],
        ['created_at >= ?', query.from],
        ['created_at < ?', query.to],
      ];
      const used = conditions.filter((c): c is [string, string] => c[1] !== undefined);
      const where = used.map(([sql]) => sql);
      const params = used.map(([, value]) => value);
      const sql = `SELECT * FROM submissions ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at, id`;
      return (db.prepare(sql).all(...params) as unknown as Row[]).map(toSubmission);
    },
    async deleteBefore(before: string) {
      const rows = (
        db.prepare('SELECT * FROM submissions WHERE created_at < ? ORDER BY created_at').all(before) as unknown as Row[]
      ).map(toSubmission);
      db.prepare('DELETE FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE created_at < ?)').run(
        before,
      );
      db.prepare('DELETE FROM submissions WHERE created_at < ?').run(before);
      return rows;
    },
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      db.close();
    },
  };
}
