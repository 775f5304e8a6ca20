/**
 * One field's check, as the browser runs it when the visitor leaves the field and the server on every send
 * (./form-definitions.ts). Framework-free, and free of the CPF and phone checks: those come as `numbers`, which the
 * server always passes and the browser once it has loaded them (SubmissionForm).
 */
import { isValidEmail } from './email-address';

/** What can be wrong with a field: each has the spec's message (`validation.*`). */
export type FieldError = 'required' | 'email' | 'cpf' | 'phone' | 'privacy' | 'tooLong';

export type FieldKind = 'text' | 'longText' | 'email' | 'phone' | 'cpf' | 'choice' | 'consent' | 'interest';

export interface FieldRule {
  name: string;
  kind: FieldKind;
  required: boolean;
}

/** The CPF and phone checks (./brazilian-numbers.ts's `numberFieldError`). */
export type NumberCheck = (kind: 'cpf' | 'phone', value: string) => FieldError | null;

const MAX_LENGTH: Record<FieldKind, number> = {
  text: 120,
  longText: 5000,
  email: 254,
  phone: 30,
  cpf: 20,
  choice: 120,
  consent: 10,
  interest: 10,
};

/**
 * One field's verdict, or null when it is fine. `choices`: the values a choice may take (from the CMS).
 * Without `numbers`, a CPF or phone is only checked for being there and its length.
 */
export function checkField(
  rule: FieldRule,
  raw: string | undefined,
  choices: readonly string[] | undefined,
  numbers: NumberCheck | null,
): FieldError | null {
  const value = (raw ?? '').trim();
  if (rule.kind === 'consent') return value === 'on' || value === 'true' ? null : 'privacy';
  // an unchecked box sends nothing, a checked one "on": nothing else is an answer
  if (rule.kind === 'interest') return value === '' || value === 'on' || value === 'true' ? null : 'required';
  if (value === '') return rule.required ? 'required' : null;
  if (value.length > MAX_LENGTH[rule.kind]) return 'tooLong';
  switch (rule.kind) {
    case 'email':
      return isValidEmail(value) ? null : 'email';
    case 'phone':
    case 'cpf':
      return numbers ? numbers(rule.kind, value) : null;
    case 'choice':
      return choices && !choices.includes(value) ? 'required' : null;
    default:
      return null;
  }
}
