import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { loadSiteSettings } from '@/features/site-settings/server';
import { ClientMessages } from '@/i18n/ClientMessages';
import { siteHref } from '@/i18n/localized-paths';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { withRules, type FormName } from './model/form-definitions';
import { formMessageKeys } from './model/form-messages';
import type { FormOption } from './model/form-options';
import { submitForm } from './server/submit-action';
import { contactFields, newsletterFields } from './field-specs';
import { SubmissionForm } from './SubmissionForm';

type SiteFormProps =
  | { form: 'contact'; locale: AppLocale; subjects: readonly FormOption[] }
  | { form: 'newsletter'; locale: AppLocale; tone?: 'default' | 'onBrand'; instance: string };

/**
 * What each form's page gives it: its texts, the privacy policy linked from the consent (site_settings.privacy_url),
 * the server action bound to the form and locale, and the page a send without JavaScript lands on.
 */
export async function formSetting(form: FormName, locale: AppLocale) {
  const [t, tButtons, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'forms' }),
    getTranslations({ locale, namespace: 'buttons' }),
    loadSiteSettings(locale),
  ]);
  return {
    t,
    tButtons,
    privacyHref: settings.privacyUrl ? siteHref(settings.privacyUrl, locale) : null,
    action: submitForm.bind(null, form, locale),
    // without JavaScript a form posts to its own page; the newsletter's is on every page, and shown on the home page
    permalink: getPathname({
      locale,
      href: form === 'contact' ? '/contato' : form === 'job' ? '/oportunidade' : '/',
    }),
  };
}

/** A form's client components, with what they say themselves; labels, hints and the success message come as props. */
export function FormMessages({ form, children }: { form: FormName; children: ReactNode }) {
  return <ClientMessages namespaces={formMessageKeys(form)}>{children}</ClientMessages>;
}

/**
 * The contact form or the newsletter's, labelled in the locale. The job form is ./JobApplicationForm.tsx: a server
 * module that imports a client component names it among the scripts of every page that imports the module, and
 * this one is on every page (the footer's newsletter).
 */
export async function SiteForm(props: SiteFormProps) {
  const { locale } = props;
  const { t, tButtons, privacyHref, action, permalink } = await formSetting(props.form, locale);
  return (
    <FormMessages form={props.form}>
      {props.form === 'contact' ? (
        <SubmissionForm
          form="contact"
          action={action}
          fields={withRules('contact', await contactFields(locale, props.subjects, privacyHref))}
          submitLabel={t('send')}
          successMessage={t('contact.success')}
          permalink={permalink}
        />
      ) : (
        <SubmissionForm
          form="newsletter"
          action={action}
          fields={withRules('newsletter', await newsletterFields(locale, privacyHref))}
          submitLabel={tButtons('signMeUp')}
          successMessage={t('newsletter.success')}
          tone={props.tone}
          instance={props.instance}
          permalink={permalink}
        />
      )}
    </FormMessages>
  );
}
