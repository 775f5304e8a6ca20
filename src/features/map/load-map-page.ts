import { MapPageDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import type { PageSeo } from '@/lib/seo/content-metadata';
import { toMapData } from './map-view';

export type MapPageView = NonNullable<Awaited<ReturnType<typeof loadMapPage>>>;

/** The mall map's floors and places; null when the CMS has no map page (a 404). */
export async function loadMapPage(locale: AppLocale) {
  const data = await queryCms(MapPageDocument, { locale });
  const page = data.mapPage;
  if (!page?.title) return null;
  return {
    title: page.title,
    lead: page.lead,
    map: toMapData(data),
    seo: { tags: page._seoMetaTags, href: '/mapa', fallbackTitle: page.title, fallbackDescription: page.lead } satisfies PageSeo,
  };
}

/** What the live preview re-runs in draft mode. */
export const mapPageLiveQuery = (locale: AppLocale) => ({ document: MapPageDocument, variables: { locale } });
