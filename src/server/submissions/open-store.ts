import { openPostgresStore } from './postgres-store.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { SubmissionStore } from './submission-store.ts';
import type { SubmissionsConfig } from './submissions-config.ts';

/** PostgreSQL when `DATABASE_URL` names one (several instances), else the SQLite file in the data folder. */
export function openStore(config: SubmissionsConfig): SubmissionStore {
  return config.databaseUrl ? openPostgresStore(config.databaseUrl) : openSqliteStore(config.databaseFile);
}
