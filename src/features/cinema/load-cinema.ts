import { CinemaDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { parseTicketPrices } from './model/prices';
import { queryCms } from '@/lib/cms/query';
import { toMovieSummary } from './movie-summary';
import { pageHead } from '@/components/page/page-head';

export type CinemaView = NonNullable<Awaited<ReturnType<typeof loadCinema>>>;

/** The cinema page with every movie of the run and the ticket prices; null when the CMS has no such page (a 404). */
export async function loadCinema(locale: AppLocale) {
  const { cinemaPage: page, allMovies } = await queryCms(CinemaDocument, { locale });
  if (!page?.title) return null;
  return {
    ...pageHead({ ...page, title: page.title }, '/cinema'),
    movies: allMovies.flatMap((record) => toMovieSummary(record) ?? []),
    prices: parseTicketPrices(page.prices, locale),
    halfPriceRules: page.halfPriceRules,
  };
}
