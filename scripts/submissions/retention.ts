// Deletes the forms' submissions (and their résumés) older than the retention period (LGPD).
//   npm run submissions:retention -- --days 365      (default: SUBMISSIONS_RETENTION_DAYS or 365)
import { parseArgs } from 'node:util';
import { openResumeStorage } from '../../src/features/forms/server/open-store.ts';
import { openStore } from '../../src/features/forms/server/open-store.ts';
import { submissionsConfig } from '../../src/features/forms/server/submissions-config.ts';

export async function applyRetention(days: number, env = process.env, now = new Date()) {
  if (!Number.isInteger(days) || days < 1)
    throw new Error('the retention period is a whole number of days, at least 1');
  const config = submissionsConfig(env);
  const store = openStore(config);
  try {
    const before = new Date(now.getTime() - days * 86_400_000).toISOString();
    const deleted = await store.deleteBefore(before);
    const resumes = openResumeStorage(config);
    for (const row of deleted) if (row.resumeKey) await resumes.remove(row.resumeKey);
    return { before, deleted: deleted.length };
  } finally {
    await store.close();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { days: { type: 'string' } } });
  const days = Number(values.days ?? process.env.SUBMISSIONS_RETENTION_DAYS ?? 365);
  const result = await applyRetention(days);
  console.log(`${result.deleted} submission(s) from before ${result.before} deleted, with their résumés`);
}
