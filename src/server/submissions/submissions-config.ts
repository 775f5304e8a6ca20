import path from 'node:path';

/**
 * Where submissions live. `DATABASE_URL` (postgres://…) selects PostgreSQL;
 * otherwise `DATA_DIR` (default `./data`, created on first start) holds the
 * SQLite file. The résumés folder is in `DATA_DIR` either way. `PRIVACY_POLICY_VERSION`
 * is stored with each consent, so a later policy change can tell who agreed
 * to which text.
 */
export interface SubmissionsConfig {
  /** PostgreSQL (`postgres://…`), for several instances; null: SQLite in the data folder */
  databaseUrl: string | null;
  databaseFile: string;
  resumeFolder: string;
  privacyPolicyVersion: string;
  /** e-mail notifications, when SMTP_URL and FORMS_NOTIFY_TO are set */
  notify: { smtpUrl: string; to: string; from: string } | null;
}

export function submissionsConfig(env: NodeJS.ProcessEnv = process.env): SubmissionsConfig {
  // a runtime folder, not a source: the build must not trace it (turbopackIgnore)
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR?.trim() || path.join(process.cwd(), 'data'));
  const url = env.DATABASE_URL?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  return {
    databaseUrl: url || null,
    databaseFile: path.join(dataDir, 'submissions.sqlite'),
    resumeFolder: path.join(dataDir, 'resumes'),
    privacyPolicyVersion: env.PRIVACY_POLICY_VERSION?.trim() || '2025-11',
    notify:
      env.SMTP_URL?.trim() && env.FORMS_NOTIFY_TO?.trim()
        ? { smtpUrl: env.SMTP_URL.trim(), to: env.FORMS_NOTIFY_TO.trim(), from: env.FORMS_NOTIFY_FROM?.trim() || env.FORMS_NOTIFY_TO.trim() }
        : null,
  };
}
