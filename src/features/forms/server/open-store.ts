import { openPostgresStore } from './postgres-store.ts';
import { folderResumeStorage, type ResumeStorage } from './resume-storage.ts';
import { s3ResumeStorage } from './s3-resume-storage.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { SubmissionStore } from './submission-store.ts';
import type { SubmissionsConfig } from './submissions-config.ts';

/** PostgreSQL when `DATABASE_URL` names one (several instances), else the SQLite file in the data folder. */
export function openStore(config: SubmissionsConfig): SubmissionStore {
  return config.databaseUrl ? openPostgresStore(config.databaseUrl) : openSqliteStore(config.databaseFile);
}

/** An S3-compatible bucket when S3_BUCKET is set, else the private folder in the data directory. */
export function openResumeStorage(config: SubmissionsConfig): ResumeStorage {
  return config.s3 ? s3ResumeStorage(config.s3) : folderResumeStorage(config.resumeFolder);
}
