import 'server-only';
import { ContactFormChoicesDocument, JobFormChoicesDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import type { FormName } from '../model/form-definitions';
import { queryCms } from '@/lib/cms/query';
import { contactSubjects, jobOpeningChoices } from '../model/form-options';

/**
 * The values a form's choice fields may take, read through the cached content
 * layer with the forms' own queries (graphql/forms/form-choices.graphql: the
 * fields the pages render their options from), so a tampered or stale value
 * is refused.
 */
export async function formChoices(form: FormName, locale: AppLocale): Promise<Record<string, readonly string[]>> {
  if (form === 'contact') {
    const { contactPage } = await queryCms(ContactFormChoicesDocument, { locale });
    return { category: contactSubjects(contactPage?.subjects, locale).map((s) => s.value) };
  }
  if (form === 'job') {
    const { allJobOpenings } = await queryCms(JobFormChoicesDocument, { locale });
    return { opening: jobOpeningChoices(allJobOpenings).map((o) => o.value) };
  }
  return {};
}
