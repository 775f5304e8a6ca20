import { numberFieldError } from './brazilian-numbers';
import { checkField, type FieldError, type FieldKind, type FieldRule } from './field-check';

export type { FieldError, FieldRule };

/** The forms a visitor can send. */
export const FORM_NAMES = ['contact', 'newsletter', 'job'] as const;
export type FormName = (typeof FORM_NAMES)[number];

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

/**
 * A form's fields as the browser shows and checks them: each with its rule's kind (`check`) and whether it is
 * required, so the client carries its own form's rules in its fields and not \`FORM_FIELDS\` of every form.
 */
export function withRules<T extends { name: string; required?: boolean }>(
  form: FormName,
  fields: readonly T[],
): (T & { check?: FieldKind })[] {
  const rules = new Map(FORM_FIELDS[form].map((rule) => [rule.name, rule]));
  return fields.map((field) => {
    const rule = rules.get(field.name);
    return rule ? { ...field, check: rule.kind, required: rule.required } : field;
  });
}

/** One field's verdict, or null when it is fine, with every check (the server's). */
export function fieldError(rule: FieldRule, raw: string | undefined, choices?: readonly string[]): FieldError | null {
  return checkField(rule, raw, choices, numberFieldError);
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
