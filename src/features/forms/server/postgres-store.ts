import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { MIGRATIONS } from './migrations.ts';
import type { NewSubmission, SubmissionQuery, SubmissionStore } from './submission-store.ts';
import { interestsColumn, toSubmission, type SubmissionRow as Row } from './submission-row.ts';

/** An arbitrary, fixed key: instances starting together take turns at the migrations. */
const MIGRATION_LOCK = 7_330_221;

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
    );
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
          migration.version,
          new Date().toISOString(),
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/**
 * Submissions in PostgreSQL (`DATABASE_URL`), for several instances sharing
 * one database. The same migrations as SQLite; an advisory lock lets
 * instances that start together apply them once; the idempotency key's
 * UNIQUE constraint settles races between instances.
 */
export function openPostgresStore(connectionString: string, options: { schema?: string } = {}): SubmissionStore {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const ready = migrate(pool);
  const query = async <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => {
    await ready;
    return pool.query<R>(sql, params);
  };

  return {
    async save(s: NewSubmission, options: { notify?: boolean } = {}) {
      const id = randomUUID();
      const now = new Date().toISOString();
      // one statement: the notification exists exactly when the submission was stored now
      const inserted = await query(
        `WITH stored AS (
           INSERT INTO submissions (id, form, idempotency_key, locale, fields, consent_policy_version, consent_at, resume_key, created_at, consent_interests)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $12) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
         ), queued AS (
           INSERT INTO outbox (id, submission_id, attempts, next_attempt_at, created_at)
           SELECT $10, id, 0, $9, $9 FROM stored WHERE $11::boolean
         )
         SELECT id FROM stored`,
        [
          id,
          s.form,
          s.idempotencyKey,
          s.locale,
          JSON.stringify(s.fields),
          s.consent.policyVersion,
          s.consent.at,
          s.resumeKey,
          now,
          randomUUID(),
          Boolean(options.notify),
          interestsColumn(s),
        ],
      );
      if (inserted.rowCount === 1) return { id, created: true };
      const existing = await query<{ id: string }>('SELECT id FROM submissions WHERE idempotency_key = $1', [
        s.idempotencyKey,
      ]);
      return { id: existing.rows[0]?.id ?? id, created: false };
    },
    async list(q: SubmissionQuery = {}) {
      const used = (
        [
          ['form', '=', q.form],
          ['created_at', '>=', q.from],
          ['created_at', '<', q.to],
        ] as const
      ).filter(([, , value]) => value !== undefined);
      const where = used.map(([column, op], i) => `${column} ${op} $${i + 1}`);
      const sql = `SELECT * FROM submissions ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at, id`;
      return (
        await query<Row>(
          sql,
          used.map(([, , value]) => value),
        )
      ).rows.map(toSubmission);
    },
    async dueNotifications(now: string, limit: number) {
      const { rows } = await query<Row & { outbox_id: string; attempts: number }>(
        `SELECT o.id AS outbox_id, o.attempts, s.* FROM outbox o JOIN submissions s ON s.id = o.submission_id
         WHERE o.sent_at IS NULL AND o.next_attempt_at <= $1 ORDER BY o.next_attempt_at LIMIT $2`,
        [now, limit],
      );
      return rows.map((r) => ({ id: r.outbox_id, attempts: r.attempts, submission: toSubmission(r) }));
    },
    async markSent(outboxId: string, at: string) {
      await query('UPDATE outbox SET sent_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2', [
        at,
        outboxId,
      ]);
    },
    async markFailed(outboxId: string, error: string, nextAttemptAt: string) {
      await query('UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2 WHERE id = $3', [
        error,
        nextAttemptAt,
        outboxId,
      ]);
    },
    async deleteBefore(before: string) {
      return (await query<Row>('DELETE FROM submissions WHERE created_at < $1 RETURNING *', [before])).rows
        .map(toSubmission)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async ping() {
      await query('SELECT 1');
    },
    async close() {
      await ready.catch(() => undefined);
      await pool.end();
    },
  };
}
