'use client';

import { FileField } from './FileField';
import { SubmissionForm, type SubmissionFormProps } from './SubmissionForm';

/**
 * The job form: a form that takes a file, with the résumé field that says which file is chosen. A client module of
 * its own, so that FileField's code and styles are in the opportunity page's scripts only, not with the newsletter's
 * form on every page (ADR 0097); `next/dynamic` did the same but held the form's hydration until its chunk came,
 * and wrote an invalid stylesheet link into the HTML.
 */
export function FormWithFileField(props: Omit<SubmissionFormProps, 'fileField'>) {
  return <SubmissionForm {...props} fileField={FileField} />;
}
