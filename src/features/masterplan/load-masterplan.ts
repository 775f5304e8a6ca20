import { MasterplanDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { masterplanPhases, masterplanSite } from '@/lib/masterplan/masterplan-content';
import type { PageSeo } from '@/lib/seo/content-metadata';

export type MasterplanView = NonNullable<Awaited<ReturnType<typeof loadMasterplan>>>;

/** The masterplan's phases and site drawing; null when the CMS has no masterplan page (a 404). */
export async function loadMasterplan(locale: AppLocale) {
  const { masterplanPage: page } = await queryCms(MasterplanDocument, { locale });
  if (!page?.title) return null;
  return {
    title: page.title,
    lead: page.lead,
    cover: page.cover?.responsiveImage,
    body: page.body,
    phases: masterplanPhases(page.phases, locale),
    site: masterplanSite(page.sitePlan, locale),
    seo: { tags: page._seoMetaTags, href: '/masterplan', fallbackTitle: page.title, fallbackDescription: page.lead } satisfies PageSeo,
  };
}

/** What the live preview re-runs in draft mode. */
export const masterplanLiveQuery = (locale: AppLocale) => ({ document: MasterplanDocument, variables: { locale } });
