import type { FieldError } from './form-definitions';

/** What a form shows after a send: the outcome, and on failure what the visitor typed. */
export interface FormState {
  /** null before the first send */
  outcome:
    | null
    | { kind: 'stored'; status: 200 | 201 }
    | { kind: 'invalid'; status: 422; errors: Record<string, FieldError | 'resume'> }
    | { kind: 'tooLarge'; status: 413 }
    | { kind: 'unsupportedFile'; status: 415 }
    | { kind: 'unreadableFile'; status: 415 }
    | { kind: 'rateLimited'; status: 429; retryAfterSeconds: number }
    | { kind: 'unavailable'; status: 503 };
  /** the typed values, given back on failure so nothing is lost (never the file) */
  values: Record<string, string>;
  /** changes with every answer, so the same outcome twice still shows its toast */
  answeredAt: number;
}

export const INITIAL_FORM_STATE: FormState = { outcome: null, values: {}, answeredAt: 0 };
