/**
 * The submissions database's schema, one step a version, applied in order at
 * start inside a transaction. The SQL keeps to what SQLite and PostgreSQL
 * share (TEXT timestamps in ISO 8601 UTC, JSON kept as TEXT), so the one list
 * serves both engines.
 */
export const MIGRATIONS: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE submissions (
        id TEXT PRIMARY KEY,
        form TEXT NOT NULL,
        idempotency_key TEXT NOT NULL UNIQUE,
        locale TEXT NOT NULL,
        fields TEXT NOT NULL,
        consent_policy_version TEXT,
        consent_at TEXT,
        resume_key TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX submissions_form_created ON submissions (form, created_at);
    `,
  },
  {
    // notifications to the mall, sent after the submission is stored, retried until they go
    version: 2,
    sql: `
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        attempts INTEGER NOT NULL,
        next_attempt_at TEXT NOT NULL,
        sent_at TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);
    `,
  },
  {
    // what a newsletter sign-up chose to hear about ("offers"), kept with its consent: a JSON array as TEXT (issue 23)
    version: 3,
    sql: `ALTER TABLE submissions ADD COLUMN consent_interests TEXT;`,
  },
];
