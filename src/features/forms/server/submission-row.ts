import type { NewSubmission, StoredSubmission } from './submission-store.ts';

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
  /** a JSON array; null for rows before migration 3 and for forms without interests */
  consent_interests?: string | null;
}

/** The interests as the column keeps them: a JSON array, or null where the form has none. */
export const interestsColumn = (s: NewSubmission): string | null =>
  s.consent.interests ? JSON.stringify(s.consent.interests) : null;

export const toSubmission = (row: SubmissionRow): StoredSubmission => ({
  id: row.id,
  form: row.form as StoredSubmission['form'],
  idempotencyKey: row.idempotency_key,
  locale: row.locale as StoredSubmission['locale'],
  fields: JSON.parse(row.fields) as Record<string, string>,
  consent: {
    policyVersion: row.consent_policy_version,
    at: row.consent_at,
    ...(row.consent_interests ? { interests: JSON.parse(row.consent_interests) as string[] } : {}),
  },
  resumeKey: row.resume_key,
  createdAt: row.created_at,
});
