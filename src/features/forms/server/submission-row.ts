import type { StoredSubmission } from './submission-store.ts';

/** A submission as both databases keep it: one table, the fields as JSON text. */
export interface SubmissionRow {
  id: string;
  form: string;
  idempotency_key: string;
  locale: string;
  fields: string;
  consent_policy_version: string;
  consent_at: string;
  resume_key: string | null;
  created_at: string;
}

export const toSubmission = (row: SubmissionRow): StoredSubmission => ({
  id: row.id,
  form: row.form as StoredSubmission['form'],
  idempotencyKey: row.idempotency_key,
  locale: row.locale as StoredSubmission['locale'],
  fields: JSON.parse(row.fields) as Record<string, string>,
  consent: { policyVersion: row.consent_policy_version, at: row.consent_at },
  resumeKey: row.resume_key,
  createdAt: row.created_at,
});
