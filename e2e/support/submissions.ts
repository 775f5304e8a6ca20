import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { currentLane } from './lanes';

/** The data folder of the running test's lane's e2e server (scripts/e2e-server.mjs). */
function dataDir(): string {
  return readFileSync(join(process.cwd(), currentLane().dataDirMarker), 'utf8').trim();
}

export interface StoredRow {
  form: string;
  locale: string;
  fields: Record<string, string>;
  consent_policy_version: string;
  resume_key: string | null;
}

/** What the server stored, read straight from its database. */
export function storedSubmissions(form: string): StoredRow[] {
  const file = join(dataDir(), 'submissions.sqlite');
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (
      db
        .prepare(
          'SELECT form, locale, fields, consent_policy_version, resume_key FROM submissions WHERE form = ? ORDER BY created_at',
        )
        .all(form) as unknown as (StoredRow & { fields: string })[]
    ).map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, string> }));
  } finally {
    db.close();
  }
}

/** Stages a database outage: every save fails until `end` is called. */
export function failSaves(): { end: () => void } {
  const marker = join(dataDir(), 'fail-saves');
  writeFileSync(marker, '');
  return { end: () => rmSync(marker, { force: true }) };
}
