'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { checkField, type FieldError, type FieldRule } from './model/field-check';
import type { FormName } from './model/form-definitions';
import { INITIAL_FORM_STATE, type FormState } from './model/form-state';
import { SubmissionFormFields, type FieldSpec, type FileFieldComponent } from './SubmissionFormFields';
import styles from './SubmissionForm.module.css';

const RESUME_LIMIT = 5 * 1024 * 1024;

export type { FieldSpec };

export interface SubmissionFormProps {
  form: FormName;
  /** the bound server action (`submitForm` for this form and locale) */
  action: (state: FormState, data: FormData) => Promise<FormState>;
  fields: readonly FieldSpec[];
  submitLabel: string;
  /** what the page says once the submission is stored */
  successMessage: string;
  /** on a dark band (the home page's newsletter) */
  tone?: 'default' | 'onBrand';
  /** prefix of the fields' ids, unique on the page (two newsletter forms on the home page) */
  instance?: string;
  /** a choice the page's URL makes (`?vaga=slug` from an opening's 'apply' link) */
  preselect?: { field: string; param: string };
  /**
   * The page a submission without JavaScript lands on, where the same form shows its outcome: React writes it
   * as the form's `action`, which would otherwise be `""`, invalid HTML (ADR 0063).
   */
  permalink?: string;
  children?: ReactNode;
  /** the résumé's field, for the job form (./FormWithFileField.tsx): its code is on that page only */
  fileField?: FileFieldComponent;
}

type Errors = Record<string, FieldError | 'resume' | 'resumeTooLarge'>;

type NumbersModule = typeof import('./model/brazilian-numbers');
const loadNumbers = (): Promise<NumbersModule> => import('./model/brazilian-numbers');

/**
 * A form that never loses what was typed. It posts to a server action, so it
 * works before any JavaScript (the page answers with its errors and the
 * values); with JavaScript it checks each field as the visitor leaves it,
 * checks all on submit and moves the focus to the first error, sends without
 * a reload and tells the outcome once, in the form's status line under the
 * button (no toast: one announcement per outcome, and nothing drawn over a
 * field, ADR 0065). An idempotency
 * key rides along, so a retry or a double click is stored once.
 */
export function SubmissionForm({
  form,
  action,
  fields,
  submitLabel,
  successMessage,
  tone = 'default',
  instance = form,
  preselect,
  permalink,
  children,
  fileField,
}: SubmissionFormProps) {
  const t = useTranslations('forms');
  const tValidation = useTranslations('validation');
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE, permalink);
  const [errors, setErrors] = useState<Errors>({});
  const [key, setKey] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const rules = new Map<string, FieldRule>(
    fields.flatMap((f) => (f.check ? [[f.name, { name: f.name, kind: f.check, required: Boolean(f.required) }]] : [])),
  );
  // the CPF and phone checks and formats load with the forms that ask for them, not with the newsletter's on every
  // page: asked for as the form hydrates, and awaited when such a field is left before they came. Until then a send
  // is still checked by the server.
  const asksForNumbers = fields.some((f) => f.type === 'cpf' || f.type === 'tel');
  const numbers = useRef<NumbersModule | null>(null);
  const numbersLoaded = async () => (numbers.current ??= await loadNumbers());
  useEffect(() => {
    if (asksForNumbers) void loadNumbers().then((loaded) => (numbers.current = loaded));
  }, [asksForNumbers]);
  const formatNumber = async (type: 'cpf' | 'tel', value: string) => {
    const { formatCpf, formatPhone } = await numbersLoaded();
    return (type === 'cpf' ? formatCpf : formatPhone)(value);
  };

  // the key is made in the browser (a prerendered page is the same for everyone); without JavaScript the server derives one
  useEffect(() => setKey(crypto.randomUUID()), []);

  // the page is cached for everyone: the URL's choice is applied here, in the browser
  const preselectField = preselect?.field;
  const preselectParam = preselect?.param;
  useEffect(() => {
    if (!preselectField || !preselectParam) return;
    const wanted = new URLSearchParams(window.location.search).get(preselectParam);
    const select = formRef.current?.querySelector<HTMLSelectElement>(`select[name="${preselectField}"]`);
    if (wanted && select && [...select.options].some((o) => o.value === wanted)) select.value = wanted;
  }, [preselectField, preselectParam]);

  const verdictOn = (name: string, value: string, file?: File | null): Errors[string] | null => {
    if (name === 'resume')
      return !file || file.size === 0 ? 'resume' : file.size > RESUME_LIMIT ? 'resumeTooLarge' : null;
    const rule = rules.get(name);
    return rule ? checkField(rule, value, undefined, numbers.current?.numberFieldError ?? null) : null;
  };

  const focusFirstError = (found: Errors) => {
    const first = fields.find((f) => found[f.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  };

  // each answer: the status line, the server's field errors, a new key after a success
  const [shownAt, setShownAt] = useState(0);
  // the browser's own check found errors before sending: said in the same status line
  const [invalidHere, setInvalidHere] = useState(false);
  if (state.answeredAt !== shownAt) {
    setShownAt(state.answeredAt);
    setInvalidHere(false);
    if (state.outcome?.kind === 'invalid') setErrors(state.outcome.errors);
    else if (state.outcome?.kind === 'stored') setErrors({});
  }
  useEffect(() => {
    const outcome = state.outcome;
    if (!outcome) return;
    if (outcome.kind === 'stored') setKey(crypto.randomUUID());
    else if (outcome.kind === 'invalid') focusFirstError(outcome.errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [state.answeredAt]);

  const outcomeMessage = (outcome: NonNullable<FormState['outcome']>) =>
    outcome.kind === 'rateLimited'
      ? t('outcome.rateLimited', { seconds: outcome.retryAfterSeconds })
      : t(`outcome.${outcome.kind}`);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const found: Errors = {};
    for (const field of fields) {
      const value = data.get(field.name);
      const error = verdictOn(field.name, typeof value === 'string' ? value : '', value instanceof File ? value : null);
      if (error) found[field.name] = error;
    }
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setErrors(found);
      setInvalidHere(true);
      focusFirstError(found);
    }
  };

  const onLeave = (name: string, value: string, file?: File | null) => {
    const error = verdictOn(name, value, file);
    setErrors((current) => {
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  };

  const statusText = invalidHere
    ? t('outcome.invalid')
    : state.outcome
      ? state.outcome.kind === 'stored'
        ? successMessage
        : outcomeMessage(state.outcome)
      : '';
  const statusKind = invalidHere ? 'invalid' : state.outcome?.kind;
  const errorText = (error: Errors[string]) =>
    error === 'resume' || error === 'resumeTooLarge' || error === 'tooLong' ? t(`errors.${error}`) : tValidation(error);

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      data-tone={tone}
      aria-describedby={`${instance}-estado`}
    >
      <input type="hidden" name="idempotencyKey" value={key} />
      {children}
      <SubmissionFormFields
        instance={instance}
        fields={fields}
        values={state.values}
        errors={errors}
        errorText={errorText}
        answeredAt={state.answeredAt}
        onLeave={onLeave}
        formatNumber={formatNumber}
        fileField={fileField}
      />
      {/* a field no person sees: a bot that fills it is answered as usual and nothing is kept */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {t('honeypot')}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={pending || undefined} disabled={pending}>
          {pending ? t('sending') : submitLabel}
        </button>
      </div>
      <p
        id={`${instance}-estado`}
        role={statusKind && statusKind !== 'stored' ? 'alert' : 'status'}
        className={statusKind ? styles.status : 'visually-hidden'}
        data-kind={statusKind}
      >
        {statusText}
      </p>
    </form>
  );
}
