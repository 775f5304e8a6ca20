import { cache } from 'react';
import { SearchPageDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { checkQuery } from './model/query-check';
import { groupHits } from './model/search-hits';
import { getSiteSearch } from './model/site-search.server';
import type { PageSeo } from '@/lib/seo/content-metadata';
import type { PopularCategory } from './SearchResults';
import { mallHoursForPage, PLACE_SECTORS, readMallHours } from '@/features/opening-hours';

export type SearchView = NonNullable<Awaited<ReturnType<typeof loadSearch>>>;

/**
 * The search page and the results of `rawQuery` (none for a missing or unusable query); null without a search
 * page in the CMS (a 404). Once per render: the page and its metadata share the search.
 */
export const loadSearch = cache(async (locale: AppLocale, rawQuery: string | undefined) => {
  const data = await queryCms(SearchPageDocument, { locale });
  const page = data.searchPage;
  if (!page?.title) return null;
  const check = checkQuery(rawQuery);
  const search = check.kind === 'ok' ? await getSiteSearch(locale) : null;
  const hits = search && check.kind === 'ok' ? search.search(check.query) : [];
  const didYouMean = search && check.kind === 'ok' && hits.length === 0 ? search.didYouMean(check.query) : null;
  const popular: PopularCategory[] = [
    ...data.allStoreCategories.flatMap((c) =>
      c.slug && c.name
        ? [{ id: c.id, name: c.name, href: { pathname: '/lojas' as const, query: { categoria: c.slug } } }]
        : [],
    ),
    ...data.allCuisines.flatMap((c) =>
      c.slug && c.name
        ? [{ id: c.id, name: c.name, href: { pathname: '/gastronomia' as const, query: { cozinha: c.slug } } }]
        : [],
    ),
  ];
  const seo: PageSeo = {
    tags: page._seoMetaTags,
    href: '/busca',
    fallbackTitle: page.title,
    fallbackDescription: page.lead,
  };
  return {
    title: page.title,
    lead: page.lead,
    rawQuery: rawQuery ?? '',
    check,
    groups: groupHits(hits),
    didYouMean,
    popular,
    // the results' open-now badges: stores' and restaurants' hours, no holiday names (ADR 0091)
    mall: mallHoursForPage(readMallHours(data.siteSettings), PLACE_SECTORS, null),
    seo,
  };
});
