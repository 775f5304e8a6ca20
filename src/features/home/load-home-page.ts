import { HomePageDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { toHomeView, type HomeView } from './home-view';

/** The home page's content (cached by the content client; the page and its metadata share one query). */
export async function loadHomePage(locale: AppLocale): Promise<HomeView | null> {
  return toHomeView(await queryCms(HomePageDocument, { locale }), locale);
}
