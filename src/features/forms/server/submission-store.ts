import type { AppLocale } from '@/i18n/routing';
import type { FormName } from '../model/form-definitions';

export interface NewSubmission {
  form: FormName;
  /** one per submission as the visitor meant it: a retry or a double click carries the same key */
  idempotencyKey: string;
  locale: AppLocale;
  /** the form's own fields, checked; nothing else the request carried */
  fields: Record<string, string>;
  /** the privacy policy the visitor agreed to, and when; what a newsletter sign-up chose to hear about (issue 23) */
  consent: { policyVersion: string; at: string; interests?: readonly string[] };
  /** where the résumé is kept (private storage), for job applications */
  resumeKey: string | null;
}

export interface StoredSubmission extends NewSubmission {
  id: string;
  createdAt: string;
}

export interface SubmissionQuery {
  form?: FormName;
  /** ISO 8601, inclusive */
  from?: string;
  /** ISO 8601, exclusive */
  to?: string;
}

/** A notification waiting in the outbox. */
export interface OutboxEntry {
  id: string;
  submission: StoredSubmission;
  attempts: number;
}

/** Where submissions are kept: SQLite by default (`sqlite-store.ts`), PostgreSQL with DATABASE_URL. */
export interface SubmissionStore {
  /**
   * Stores the submission once per idempotency key; `created` is false when that key was already stored.
   * With `notify`, a notification joins the outbox in the same transaction.
   */
  save(submission: NewSubmission, options?: { notify?: boolean }): Promise<{ id: string; created: boolean }>;
  /** Notifications due at `now`, oldest first. */
  dueNotifications(now: string, limit: number): Promise<OutboxEntry[]>;
  markSent(outboxId: string, at: string): Promise<void>;
  markFailed(outboxId: string, error: string, nextAttemptAt: string): Promise<void>;
  list(query?: SubmissionQuery): Promise<StoredSubmission[]>;
  /** Deletes what was stored before `before` and returns it (its résumés are the caller's to remove). */
  deleteBefore(before: string): Promise<StoredSubmission[]>;
  /** Resolves when the database answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
