import { getTranslations } from 'next-intl/server';
import { loadSiteSettings } from '@/features/site-settings/server';
import { ClientMessages } from '@/i18n/ClientMessages';
import { siteHref } from '@/i18n/localized-paths';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { formMessageKeys } from './model/form-messages';
import type { FormOption } from './model/form-options';
import { submitForm } from './server/submit-action';
import { contactFields, jobFields, newsletterFields } from './field-specs';
import { SubmissionForm } from './SubmissionForm';

type SiteFormProps =
  | { form: 'contact'; locale: AppLocale; subjects: readonly FormOption[] }
  | { form: 'newsletter'; locale: AppLocale; tone?: 'default' | 'onBrand'; instance: string }
  | { form: 'job'; locale: AppLocale; openings: readonly FormOption[] };

/**
 * One of the site's three forms, labelled in the locale, bound to the server
 * action for its form and locale, with the privacy policy linked from the
 * consent (site_settings.privacy_url).
 */
export async function SiteForm(props: SiteFormProps) {
  const { locale } = props;
  const [t, tButtons, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'forms' }),
    getTranslations({ locale, namespace: 'buttons' }),
    loadSiteSettings(locale),
  ]);
  const privacyHref = settings.privacyUrl ? siteHref(settings.privacyUrl, locale) : null;
  const action = submitForm.bind(null, props.form, locale);
  // without JavaScript a form posts to its own page; the newsletter's is on every page, and shown on the home page
  const permalink = getPathname({
    locale,
    href: props.form === 'contact' ? '/contato' : props.form === 'job' ? '/oportunidade' : '/',
  });
  const form =
    props.form === 'contact' ? (
      <SubmissionForm
        form="contact"
        action={action}
        fields={await contactFields(locale, props.subjects, privacyHref)}
        submitLabel={t('send')}
        successMessage={t('contact.success')}
        permalink={permalink}
      />
    ) : props.form === 'newsletter' ? (
      <SubmissionForm
        form="newsletter"
        action={action}
        fields={await newsletterFields(locale, privacyHref)}
        submitLabel={tButtons('signMeUp')}
        successMessage={t('newsletter.success')}
        tone={props.tone}
        instance={props.instance}
        permalink={permalink}
      />
    ) : (
      <SubmissionForm
        form="job"
        action={action}
        fields={await jobFields(locale, props.openings, privacyHref)}
        submitLabel={t('sendApplication')}
        successMessage={t('job.success')}
        preselect={{ field: 'opening', param: 'vaga' }}
        permalink={permalink}
      />
    );
  // what its client components say themselves; labels, hints and the success message come resolved as props
  return <ClientMessages namespaces={formMessageKeys(props.form)}>{form}</ClientMessages>;
}
