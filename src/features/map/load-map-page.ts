import { MapPageDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { toMapData } from './map-view';
import { pageHead } from '@/components/page/page-head';

export type MapPageView = NonNullable<Awaited<ReturnType<typeof loadMapPage>>>;

/** The mall map's floors and places; null when the CMS has no map page (a 404). */
export async function loadMapPage(locale: AppLocale) {
  const data = await queryCms(MapPageDocument, { locale });
  const page = data.mapPage;
  if (!page?.title) return null;
  return {
    ...pageHead({ ...page, title: page.title }, '/mapa'),
    map: toMapData(data),
  };
}
