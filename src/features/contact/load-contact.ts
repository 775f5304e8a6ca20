import { ContactDocument } from '@generated/graphql';
import { loadSiteSettings } from '@/features/site-settings/server';
import { weeklyHoursRows } from '@/features/site-settings';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { contactSubjects } from '@/features/forms';
import { pageHead } from '@/components/page/page-head';

export type ContactView = NonNullable<Awaited<ReturnType<typeof loadContact>>>;

/** The contact page with the mall's channels (site settings, shared with the header); null when the CMS has none (a 404). */
export async function loadContact(locale: AppLocale) {
  const [{ contactPage: page }, settings] = await Promise.all([
    queryCms(ContactDocument, { locale }),
    loadSiteSettings(locale),
  ]);
  if (!page?.title) return null;
  return {
    ...pageHead({ ...page, title: page.title }, '/contato'),
    body: page.body,
    settings,
    // the regular week (a cached page cannot mark today; the header's hours do, in the browser)
    hours: weeklyHoursRows(settings, null, locale),
    subjects: contactSubjects(page.subjects, locale),
  };
}
