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
  /** résumés in an S3-compatible bucket, when S3_BUCKET is set (with S3_ENDPOINT and the keys) */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  /** e-mail notifications, when SMTP_URL (smtp://, STARTTLS required, or smtps://) and FORMS_NOTIFY_TO are set */
  notify: { smtpUrl: string; to: string; from: string } | null;
}

export function submissionsConfig(env: NodeJS.ProcessEnv = process.env): SubmissionsConfig {
  // a runtime folder, not a source: the build must not trace it (turbopackIgnore)
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR?.trim() || path.join(process.cwd(), 'data'));
  const url = env.DATABASE_URL?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url))
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new Error('SMTP_URL must be an smtp:// (STARTTLS required) or smtps:// URL');
  return {
    databaseUrl: url || null,
    databaseFile: path.join(dataDir, 'submissions.sqlite'),
    resumeFolder: path.join(dataDir, 'resumes'),
    privacyPolicyVersion: env.PRIVACY_POLICY_VERSION?.trim() || '2025-11',
    s3: s3Config(env),
    notify:
      smtpUrl && env.FORMS_NOTIFY_TO?.trim()
        ? { smtpUrl, to: env.FORMS_NOTIFY_TO.trim(), from: env.FORMS_NOTIFY_FROM?.trim() || env.FORMS_NOTIFY_TO.trim() }
        : null,
  };
}

function s3Config(env: NodeJS.ProcessEnv): SubmissionsConfig['s3'] {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim() || 'https://s3.amazonaws.com';
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return { endpoint, bucket, region: env.S3_REGION?.trim() || 'us-east-1', accessKeyId, secretAccessKey };
}
