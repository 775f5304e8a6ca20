import { createHash } from 'node:crypto';
import type { AppLocale } from '@/i18n/routing';
import {
  checkForm,
  interestsOf,
  NEWSLETTER_INTERESTS,
  type FieldError,
  type FormName,
} from '../model/form-definitions';
import type { RateLimiter } from '@/lib/http/rate-limit';
import { checkResume, RESUME_MAX_BYTES, type ResumeKind } from './resume-file';
import type { ResumeStorage } from './resume-storage';
import type { SubmissionStore } from './submission-store';

/** The field a person never sees and a bot fills in. */
export const HONEYPOT_FIELD = 'website';
/** The hidden field that carries the submission's idempotency key. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** Each answer has its own HTTP status, and the visitor a message in their language (`forms.outcome.*`). */
export type SubmissionOutcome =
  | { status: 201 | 200; kind: 'stored' }
  | { status: 422; kind: 'invalid'; errors: Record<string, FieldError | 'resume'> }
  | { status: 413; kind: 'tooLarge' }
  | { status: 415; kind: 'unsupportedFile' }
  /** starts like a PDF or DOCX but does not read as one: a damaged file or a polyglot */
  | { status: 415; kind: 'unreadableFile' }
  | { status: 429; kind: 'rateLimited'; retryAfterSeconds: number }
  | { status: 503; kind: 'unavailable' };

export interface SubmissionContext {
  store: SubmissionStore;
  resumes: ResumeStorage;
  limiter: RateLimiter;
  privacyPolicyVersion: string;
  /** the values each choice field may take, from the CMS */
  choices: Record<string, readonly string[]>;
  /** queue an e-mail to the mall with each stored submission (SMTP configured) */
  notify?: boolean;
  /** called after a submission is stored (the outbox's kick): never awaited */
  onStored?: () => void;
  now?: () => Date;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined);

/**
 * The key that makes a retry harmless: the browser's, when it sent one; else
 * (a form sent without JavaScript) one derived from the form, its values and
 * the client within the same minute, so a double click stores once.
 */
function idempotencyKey(
  form: FormName,
  data: FormData,
  values: Record<string, string>,
  client: string,
  now: Date,
): string {
  const given = text(data.get(IDEMPOTENCY_FIELD))?.trim();
  if (given && /^[A-Za-z0-9-]{8,100}$/.test(given)) return `${form}:${given}`;
  const minute = now.toISOString().slice(0, 16);
  return `${form}:derived:${createHash('sha256')
    .update(JSON.stringify([form, values, client, minute]))
    .digest('hex')}`;
}

/**
 * One submission, from the request's form data to a stored record: rate
 * limit, honeypot, the same checks the browser ran, the résumé's real type
 * and size, then the database. Success is answered only after the record is
 * written. Only the form's own fields are kept, never the request's other
 * parts, and nothing personal is logged.
 */
export async function handleSubmission(
  form: FormName,
  data: FormData,
  { locale, client }: { locale: AppLocale; client: string },
  ctx: SubmissionContext,
): Promise<SubmissionOutcome> {
  const now = ctx.now?.() ?? new Date();
  const wait = await ctx.limiter.take(`${form}:${client}`);
  if (wait !== null) return { status: 429, kind: 'rateLimited', retryAfterSeconds: wait };

  const input: Record<string, string | undefined> = {};
  for (const [name, value] of data.entries()) if (typeof value === 'string') input[name] = value;
  const checked = checkForm(form, input, ctx.choices);
  const errors: Record<string, FieldError | 'resume'> = { ...checked.errors };

  let resume: { bytes: Uint8Array; kind: ResumeKind } | null = null;
  if (form === 'job') {
    const file = data.get('resume');
    if (!(file instanceof File) || file.size === 0) errors.resume = 'resume';
    else if (file.size > RESUME_MAX_BYTES) return { status: 413, kind: 'tooLarge' };
    else {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const checked = await checkResume(bytes);
      if (!checked.ok)
        return checked.reason === 'damaged'
          ? { status: 415, kind: 'unreadableFile' }
          : { status: 415, kind: 'unsupportedFile' };
      resume = { bytes, kind: checked.kind };
    }
  }
  if (Object.keys(errors).length > 0) return { status: 422, kind: 'invalid', errors };

  // a bot filled the field no person sees: answer as if stored, keep nothing
  if (text(data.get(HONEYPOT_FIELD))?.trim()) return { status: 201, kind: 'stored' };

  try {
    const key = idempotencyKey(form, data, checked.values, client, now);
    const resumeKey = resume ? await ctx.resumes.put(resume.bytes, resume.kind) : null;
    const { created } = await ctx.store.save(
      {
        form,
        idempotencyKey: key,
        locale,
        fields: Object.fromEntries(
          Object.entries(checked.values).filter(([name]) => name !== 'consent' && !(name in NEWSLETTER_INTERESTS)),
        ),
        consent: {
          policyVersion: ctx.privacyPolicyVersion,
          at: now.toISOString(),
          ...(form === 'newsletter' ? { interests: interestsOf(checked.values) } : {}),
        },
        resumeKey,
      },
      { notify: ctx.notify },
    );
    if (!created && resumeKey) await ctx.resumes.remove(resumeKey);
    if (created) ctx.onStored?.();
    return { status: created ? 201 : 200, kind: 'stored' };
  } catch (error) {
    console.error(`[forms] could not store a ${form} submission: ${error instanceof Error ? error.name : 'error'}`);
    return { status: 503, kind: 'unavailable' };
  }
}
