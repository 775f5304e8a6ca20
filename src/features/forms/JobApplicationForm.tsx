import type { AppLocale } from '@/i18n/routing';
import { jobFields } from './field-specs';
import { FormWithFileField } from './FormWithFileField';
import { withRules } from './model/form-definitions';
import type { FormOption } from './model/form-options';
import { FormMessages, formSetting } from './SiteForm';

/** The job application form (the opportunity page), labelled in the locale; an opening's "apply" link chooses it. */
export async function JobApplicationForm({ locale, openings }: { locale: AppLocale; openings: readonly FormOption[] }) {
  const { t, privacyHref, action, permalink } = await formSetting('job', locale);
  return (
    <FormMessages form="job">
      <FormWithFileField
        form="job"
        action={action}
        fields={withRules('job', await jobFields(locale, openings, privacyHref))}
        submitLabel={t('sendApplication')}
        successMessage={t('job.success')}
        preselect={{ field: 'opening', param: 'vaga' }}
        permalink={permalink}
      />
    </FormMessages>
  );
}
