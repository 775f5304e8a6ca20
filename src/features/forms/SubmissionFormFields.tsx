'use client';

import type { ComponentType, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldError, FieldKind } from './model/field-check';
import type { FormOption } from './model/form-options';
import styles from './SubmissionForm.module.css';

export interface FieldSpec {
  name: string;
  label: ReactNode;
  type: 'text' | 'email' | 'tel' | 'cpf' | 'select' | 'textarea' | 'checkbox' | 'file';
  required?: boolean;
  autoComplete?: string;
  options?: readonly FormOption[];
  hint?: string;
  /** takes the whole row in a two-column form */
  wide?: boolean;
  /** what the browser checks of it (its rule's kind, `withRules`); none for the résumé, checked as a file */
  check?: FieldKind;
}

type AnyError = FieldError | 'resume' | 'resumeTooLarge';

/** The résumé's field (./FileField.tsx), given by the one form that takes a file (./FormWithFileField.tsx). */
export type FileFieldComponent = ComponentType<{
  input: { id: string; name: string } & Record<string, unknown>;
  onFile: (file: File | null) => void;
}>;

interface SubmissionFormFieldsProps {
  /** the ids' prefix, unique on the page */
  instance: string;
  fields: readonly FieldSpec[];
  /** what the visitor typed, given back by the server after a failed send */
  values: Record<string, string>;
  errors: Record<string, AnyError>;
  errorText: (error: AnyError) => string;
  /** changes with every answer from the server */
  answeredAt: number;
  onLeave: (name: string, value: string, file?: File | null) => void;
  /** how a file is chosen: the job form's FileField; without it, the browser's own input */
  fileField?: FileFieldComponent;
  /** a CPF or phone written as it is read (./model/brazilian-numbers.ts, loaded on demand) */
  formatNumber: (type: 'cpf' | 'tel', value: string) => Promise<string>;
}

/**
 * The fields of a form: a visible label for each, the hint and the error
 * under it and tied to it (`aria-describedby`, `aria-invalid`), CPF and phone
 * formatted when the visitor leaves them.
 */
export function SubmissionFormFields({
  instance,
  fields,
  values,
  errors,
  errorText,
  answeredAt,
  onLeave,
  formatNumber,
  fileField: FileField,
}: SubmissionFormFieldsProps) {
  const t = useTranslations('forms');
  return (
    <div className={styles.fields}>
      {fields.map((field) => {
        const id = `${instance}-${field.name}`;
        const error = errors[field.name];
        const hintId = field.hint ? `${id}-dica` : undefined;
        const errorId = error ? `${id}-erro` : undefined;
        const common = {
          id,
          name: field.name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
          'aria-required': field.required ? true : undefined,
        } as const;
        const leave = (value: string, file?: File | null) => onLeave(field.name, value, file);
        const required = field.required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null;
        const feedback = (
          <>
            {field.hint ? (
              <p id={hintId} className={styles.hint}>
                {field.hint}
              </p>
            ) : null}
            {error ? (
              <p id={errorId} className={styles.error}>
                {errorText(error)}
              </p>
            ) : null}
          </>
        );

        if (field.type === 'checkbox') {
          return (
            <div key={field.name} className={`${styles.field} ${styles.wide} ${styles.check}`}>
              <input
                type="checkbox"
                {...common}
                defaultChecked={values[field.name] === 'on'}
                onChange={(e) => leave(e.currentTarget.checked ? 'on' : '')}
              />
              <label htmlFor={id}>
                {field.label}
                {required}
              </label>
              {feedback}
            </div>
          );
        }
        return (
          <div key={field.name} className={`${styles.field} ${field.wide ? styles.wide : ''}`}>
            <label htmlFor={id} className={styles.label}>
              {field.label}
              {required}
            </label>
            {field.type === 'select' ? (
              // remounted with each answer: React applies a select's defaultValue only when it mounts, and the
              // form's reset after an answer must bring back what the visitor chose
              <select
                key={answeredAt}
                {...common}
                defaultValue={values[field.name] ?? ''}
                className={styles.control}
                onBlur={(e) => leave(e.currentTarget.value)}
                onChange={(e) => leave(e.currentTarget.value)}
              >
                <option value="">{t('selectPlaceholder')}</option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.type === 'textarea' ? (
              <textarea
                {...common}
                rows={5}
                defaultValue={values[field.name] ?? ''}
                className={styles.control}
                onBlur={(e) => leave(e.currentTarget.value)}
              />
            ) : field.type === 'file' ? (
              FileField ? (
                <FileField input={common} onFile={(file) => leave('', file)} />
              ) : (
                <input {...common} type="file" onChange={(e) => leave('', e.currentTarget.files?.[0] ?? null)} />
              )
            ) : (
              <input
                {...common}
                type={field.type === 'cpf' ? 'text' : field.type}
                inputMode={field.type === 'cpf' ? 'numeric' : field.type === 'tel' ? 'tel' : undefined}
                autoComplete={field.autoComplete}
                defaultValue={values[field.name] ?? ''}
                className={styles.control}
                onBlur={(e) => {
                  const input = e.currentTarget;
                  if (field.type !== 'cpf' && field.type !== 'tel') return leave(input.value);
                  void formatNumber(field.type, input.value).then((formatted) => {
                    input.value = formatted;
                    leave(formatted);
                  });
                }}
              />
            )}
            {feedback}
          </div>
        );
      })}
    </div>
  );
}
