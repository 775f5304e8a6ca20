import 'server-only';
import { ContactDocument, OpportunityDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import type { FormName } from '../model/form-definitions';
import { queryCms } from '@/lib/cms/query';
import { contactSubjects, jobOpeningChoices } from '../model/form-options';

/**
 * The values a form's choice fields may take, read through the cached content
 * layer (the same answers the page rendered its options from), so a tampered
 * or stale value is refused.
 */
export async function formChoices(form: FormName, locale: AppLocale): Promise<Record<string, readonly string[]>> {
  if (form === 'contact') {
    const { contactPage } = await queryCms(ContactDocument, { locale });
    return { category: contactSubjects(contactPage?.subjects, locale).map((s) => s.value) };
  }
  if (form === 'job') {
    const { allJobOpenings } = await queryCms(OpportunityDocument, { locale });
    return { opening: jobOpeningChoices(allJobOpenings).map((o) => o.value) };
  }
  return {};
}
