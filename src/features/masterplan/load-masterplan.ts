import { MasterplanDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { masterplanPhases, masterplanSite } from './model/masterplan-content';
import { pageHead } from '@/components/page/page-head';

export type MasterplanView = NonNullable<Awaited<ReturnType<typeof loadMasterplan>>>;

/** The masterplan's phases and site drawing; null when the CMS has no masterplan page (a 404). */
export async function loadMasterplan(locale: AppLocale) {
  const { masterplanPage: page } = await queryCms(MasterplanDocument, { locale });
  if (!page?.title) return null;
  return {
    ...pageHead({ ...page, title: page.title }, '/masterplan'),
    body: page.body,
    phases: masterplanPhases(page.phases, locale),
    site: masterplanSite(page.sitePlan, locale),
  };
}
