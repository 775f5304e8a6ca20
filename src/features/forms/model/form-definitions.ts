import { isValidBrazilianPhone, isValidCpf, isValidEmail } from './validators';

/** The forms a visitor can send. */
export const FORM_NAMES = ['contact', 'newsletter', 'job'] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** What can be wrong with a field: each has the spec's message (`validation.*`). */
export type FieldError = 'required' | 'email' | 'cpf' | 'phone' | 'privacy' | 'tooLong';

type FieldKind = 'text' | 'longText' | 'email' | 'phone' | 'cpf' | 'choice' | 'consent' | 'interest';

export interface FieldRule {
  name: string;
  kind: FieldKind;
  required: boolean;
}

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

/** The newsletter's optional interests: the checkbox's field and the interest it stands for (issue 23). */
export const NEWSLETTER_INTERESTS = { interest_offers: 'offers' } as const;

/** The interests a checked form chose, kept with its consent rather than among its fields. */
export function interestsOf(values: Record<string, string>): string[] {
  return Object.entries(NEWSLETTER_INTERESTS).flatMap(([field, interest]) => (values[field] ? [interest] : []));
}

/** Each form's fields, in the order they are shown and checked. The résumé is checked apart (a file). */
export const FORM_FIELDS: Record<FormName, readonly FieldRule[]> = {
  contact: [
    { name: 'name', kind: 'text', required: true },
    { name: 'surname', kind: 'text', required: true },
    { name: 'email', kind: 'email', required: true },
    { name: 'phone', kind: 'phone', required: false },
    { name: 'category', kind: 'choice', required: true },
    { name: 'subject', kind: 'text', required: true },
    { name: 'message', kind: 'longText', required: true },
    { name: 'consent', kind: 'consent', required: true },
  ],
  newsletter: [
    { name: 'name', kind: 'text', required: true },
    { name: 'email', kind: 'email', required: true },
    { name: 'interest_offers', kind: 'interest', required: false },
    { name: 'consent', kind: 'consent', required: true },
  ],
  job: [
    { name: 'opening', kind: 'choice', required: true },
    { name: 'name', kind: 'text', required: true },
    { name: 'surname', kind: 'text', required: true },
    { name: 'email', kind: 'email', required: true },
    { name: 'phone', kind: 'phone', required: true },
    { name: 'cpf', kind: 'cpf', required: true },
    { name: 'message', kind: 'longText', required: false },
    { name: 'consent', kind: 'consent', required: true },
  ],
};

/** One field's verdict, or null when it is fine. `choices`: the values a choice may take (from the CMS). */
export function fieldError(rule: FieldRule, raw: string | undefined, choices?: readonly string[]): FieldError | null {
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
      return isValidBrazilianPhone(value) ? null : 'phone';
    case 'cpf':
      return isValidCpf(value) ? null : 'cpf';
    case 'choice':
      return choices && !choices.includes(value) ? 'required' : null;
    default:
      return null;
  }
}

export interface Checked {
  /** the form's fields, trimmed; nothing else the request carried */
  values: Record<string, string>;
  errors: Record<string, FieldError>;
}

/** Every field of a form checked at once, as the server does and the browser does on submit. */
export function checkForm(
  form: FormName,
  input: Record<string, string | undefined>,
  choices: Record<string, readonly string[]> = {},
): Checked {
  const values: Record<string, string> = {};
  const errors: Record<string, FieldError> = {};
  for (const rule of FORM_FIELDS[form]) {
    const raw = input[rule.name];
    values[rule.name] = (raw ?? '').trim();
    const error = fieldError(rule, raw, choices[rule.name]);
    if (error) errors[rule.name] = error;
  }
  return { values, errors };
}
