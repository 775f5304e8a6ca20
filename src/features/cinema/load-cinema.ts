import { CinemaDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { parseTicketPrices } from '@/lib/cinema/prices';
import { queryCms } from '@/lib/cms/query';
import type { PageSeo } from '@/lib/seo/content-metadata';
import { toMovieSummary } from './movie-summary';

export type CinemaView = NonNullable<Awaited<ReturnType<typeof loadCinema>>>;

/** The cinema page with every movie of the run and the ticket prices; null when the CMS has no such page (a 404). */
export async function loadCinema(locale: AppLocale) {
  const { cinemaPage: page, allMovies } = await queryCms(CinemaDocument, { locale });
  if (!page?.title) return null;
  return {
    title: page.title,
    lead: page.lead,
    cover: page.cover?.responsiveImage,
    movies: allMovies.flatMap((record) => toMovieSummary(record) ?? []),
    prices: parseTicketPrices(page.prices, locale),
    halfPriceRules: page.halfPriceRules,
    seo: { tags: page._seoMetaTags, href: '/cinema', fallbackTitle: page.title, fallbackDescription: page.lead } satisfies PageSeo,
  };
}

/** What the live preview re-runs in draft mode. */
export const cinemaLiveQuery = (locale: AppLocale) => ({ document: CinemaDocument, variables: { locale } });
