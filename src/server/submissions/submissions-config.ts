import path from 'node:path';

/**
 * Where submissions live. `DATA_DIR` (default `./data`, created on first
 * start) holds the SQLite file and the résumés folder. `PRIVACY_POLICY_VERSION`
 * is stored with each consent, so a later policy change can tell who agreed
 * to which text.
 */
export interface SubmissionsConfig {
  databaseFile: string;
  resumeFolder: string;
  privacyPolicyVersion: string;
}

export function submissionsConfig(env: NodeJS.ProcessEnv = process.env): SubmissionsConfig {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(process.cwd(), 'data'));
  return {
    databaseFile: path.join(dataDir, 'submissions.sqlite'),
    resumeFolder: path.join(dataDir, 'resumes'),
    privacyPolicyVersion: env.PRIVACY_POLICY_VERSION?.trim() || '2025-11',
  };
}
