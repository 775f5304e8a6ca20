import { FORM_FIELDS, type FieldError, type FieldRule, type FormName } from './form-definitions';

/**
 * The message keys a form's client components can show (outcomes, field errors, the honeypot's and the file
 * field's texts), read from its fields: the newsletter, in every page's footer, does not carry the job form's
 * résumé errors or the CPF message (ADR 0081). Labels and the success message come as props.
 */

/** What `fieldError` can answer for a field of this kind. */
function errorsOf(rule: FieldRule): FieldError[] {
  switch (rule.kind) {
    case 'consent':
      return ['privacy'];
    case 'interest':
      return ['required'];
    case 'email':
    case 'phone':
    case 'cpf':
      return ['required', 'tooLong', rule.kind];
    default:
      return ['required', 'tooLong'];
  }
}

/** The job form takes a file: its outcomes, errors and the file field's texts. */
const FILE_MESSAGES = [
  ...['tooLarge', 'unsupportedFile', 'unreadableFile'].map((kind) => `forms.outcome.${kind}`),
  ...['resume', 'resumeTooLarge'].map((error) => `forms.errors.${error}`),
  ...['chooseFile', 'fileChosen', 'noFileChosen'].map((key) => `forms.${key}`),
];

export function formMessageKeys(form: FormName): string[] {
  const fields = FORM_FIELDS[form];
  const errors = new Set(fields.flatMap(errorsOf));
  return [
    ...['stored', 'invalid', 'rateLimited', 'unavailable'].map((kind) => `forms.outcome.${kind}`),
    'forms.honeypot',
    'forms.sending',
    ...(fields.some((f) => f.kind === 'choice') ? ['forms.selectPlaceholder'] : []),
    // `tooLong` is said by the forms' own errors; every other error by the spec's `validation` messages
    ...[...errors].map((error) => (error === 'tooLong' ? 'forms.errors.tooLong' : `validation.${error}`)),
    ...(form === 'job' ? FILE_MESSAGES : []),
  ];
}
