import 'server-only';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { FormOption } from './model/form-options';
import type { FieldSpec } from './SubmissionFormFields';

type Translate = Awaited<ReturnType<typeof getTranslations<'forms'>>>;

/** The fields the three forms share, labelled in the locale. */
function common(t: Translate) {
  return {
    name: { name: 'name', label: t('name'), type: 'text', required: true, autoComplete: 'given-name' },
    surname: { name: 'surname', label: t('surname'), type: 'text', required: true, autoComplete: 'family-name' },
    email: { name: 'email', label: t('email'), type: 'email', required: true, autoComplete: 'email' },
    phone: (required: boolean) => ({
      name: 'phone',
      label: t('phone'),
      type: 'tel',
      required,
      autoComplete: 'tel',
      hint: t('phoneHint'),
    }),
    message: (required: boolean) => ({ name: 'message', label: t('message'), type: 'textarea', required, wide: true }),
  } satisfies Record<string, FieldSpec | ((required: boolean) => FieldSpec)>;
}

function consent(t: Translate, privacyHref: string | null): FieldSpec {
  return {
    name: 'consent',
    type: 'checkbox',
    required: true,
    wide: true,
    label: t.rich('privacyConsent', {
      link: (chunks) =>
        privacyHref ? (
          <a href={privacyHref} target="_blank" rel="noopener noreferrer">
            {chunks}
          </a>
        ) : (
          chunks
        ),
    }),
  };
}

export async function contactFields(
  locale: AppLocale,
  subjects: readonly FormOption[],
  privacyHref: string | null,
): Promise<FieldSpec[]> {
  const t = await getTranslations({ locale, namespace: 'forms' });
  const c = common(t);
  return [
    c.name,
    c.surname,
    c.email,
    c.phone(false),
    { name: 'category', label: t('category'), type: 'select', required: true, options: subjects },
    { name: 'subject', label: t('subject'), type: 'text', required: true },
    c.message(true),
    consent(t, privacyHref),
  ];
}

/** Cached per request: the footer's form and the home page's get the same fields, written once in the payload. */
export const newsletterFields = cache(async function newsletterFields(
  locale: AppLocale,
  privacyHref: string | null,
): Promise<FieldSpec[]> {
  const t = await getTranslations({ locale, namespace: 'forms' });
  const c = common(t);
  // an interest the sign-up may choose, stored with the consent (issue 23)
  const offers: FieldSpec = {
    name: 'interest_offers',
    type: 'checkbox',
    required: false,
    wide: true,
    label: t('interestOffers'),
  };
  return [c.name, c.email, offers, consent(t, privacyHref)];
});

export async function jobFields(
  locale: AppLocale,
  openings: readonly FormOption[],
  privacyHref: string | null,
): Promise<FieldSpec[]> {
  const t = await getTranslations({ locale, namespace: 'forms' });
  const c = common(t);
  return [
    { name: 'opening', label: t('jobOpening'), type: 'select', required: true, options: openings, wide: true },
    c.name,
    c.surname,
    c.email,
    c.phone(true),
    { name: 'cpf', label: t('cpf'), type: 'cpf', required: true, autoComplete: 'off' },
    { name: 'resume', label: t('resume'), type: 'file', required: true, hint: t('resumeHint') },
    c.message(false),
    consent(t, privacyHref),
  ];
}
