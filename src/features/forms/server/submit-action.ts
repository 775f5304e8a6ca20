'use server';

import { headers } from 'next/headers';
import { isAppLocale } from '@/i18n/routing';
import { FORM_NAMES, type FormName } from '../model/form-definitions';
import type { FormState } from '../model/form-state';
import { clientAddress } from '@/server/client-address';
import { formChoices } from './form-choices';
import { handleSubmission, HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from './handle-submission';
import { submissionServices } from './submissions-service';

/**
 * The forms' server action: what a form posts to, with or without
 * JavaScript (without it, the page answers with the form, its errors and
 * what was typed). Bound per form and locale by the page.
 */
export async function submitForm(
  form: FormName,
  locale: string,
  _previous: FormState,
  data: FormData,
): Promise<FormState> {
  if (!(FORM_NAMES as readonly string[]).includes(form)) throw new Error('unknown form');
  const appLocale = isAppLocale(locale) ? locale : 'pt';
  const client = clientAddress(await headers());
  const { status, ...rest } = await handleSubmission(
    form,
    data,
    { locale: appLocale, client },
    {
      ...submissionServices(),
      choices: await formChoices(form, appLocale),
    },
  );
  const outcome = { status, ...rest } as NonNullable<FormState['outcome']>;
  const values: Record<string, string> = {};
  if (outcome.kind !== 'stored') {
    for (const [name, value] of data.entries()) {
      if (typeof value === 'string' && name !== HONEYPOT_FIELD && !name.startsWith('$ACTION')) values[name] = value;
    }
  }
  // a failed send keeps its key, so trying again is the same submission; a stored one gets a new key in the form
  if (outcome.kind === 'stored') delete values[IDEMPOTENCY_FIELD];
  return { outcome, values, answeredAt: Date.now() };
}
