import { HomePageDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { hourlyClock } from '@/lib/time/hourly-clock';
import { toHomeView, type HomeView } from './home-view';

/**
 * The home page's content (cached by the content client; the page and its metadata share one query). The
 * hourly clock dates the special hours its structured data announces (from today, ADR 0091).
 */
export async function loadHomePage(locale: AppLocale): Promise<HomeView | null> {
  return toHomeView(await queryCms(HomePageDocument, { locale }), locale, new Date(await hourlyClock()));
}
