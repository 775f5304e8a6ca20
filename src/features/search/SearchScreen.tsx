import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchPageDocument } from '@generated/graphql';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { PageHeader } from '@/components/page/PageHeader';
import { SearchForm } from '@/features/search/SearchForm';
import { SearchResults, type PopularCategory } from '@/features/search/SearchResults';
import { MallHoursProvider } from '@/features/places/MallHoursProvider';
import { SetAlternateLinks } from '@/features/layout/AlternateLinks';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { ClientMessages } from '@/i18n/ClientMessages';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { checkQuery, MAX_QUERY_LENGTH } from '@/lib/search/query-check';
import { groupHits } from '@/lib/search/site-search';
import { getSiteSearch } from '@/lib/search/site-search.server';

export async function searchMetadata(locale: AppLocale, rawQuery: string | undefined): Promise<Metadata> {
  const { searchPage } = await queryCms(SearchPageDocument, { locale });
  if (!searchPage) notFound();
  const check = checkQuery(rawQuery);
  const metadata = contentMetadata(searchPage._seoMetaTags, { locale, href: '/busca', fallbackTitle: searchPage.title, fallbackDescription: searchPage.lead });
  // a results page is not a page of its own for search engines
  return check.kind === 'ok' ? { ...metadata, title: `${check.query} · ${searchPage.title ?? ''}`, robots: { index: false, follow: true } } : metadata;
}

/**
 * Site search (ADR 0031): sections, stores, restaurants, films, articles,
 * services, the map's amenities, institute projects, jobs and pages, from
 * the locale's search index. Each query is a cached page: `/busca?q=…` is
 * rewritten by the proxy to `…/lista/[filters]` (ADR 0027), so the form
 * works the same without JavaScript.
 */
export async function SearchScreen({ locale, rawQuery }: { locale: AppLocale; rawQuery: string | undefined }) {
  const check = checkQuery(rawQuery);
  const data = await queryCms(SearchPageDocument, { locale });
  if (!data.searchPage?.title) notFound();
  const search = check.kind === 'ok' ? await getSiteSearch(locale) : null;
  const hits = search && check.kind === 'ok' ? search.search(check.query) : [];
  const didYouMean = search && check.kind === 'ok' && hits.length === 0 ? search.didYouMean(check.query) : null;
  const popular: PopularCategory[] = [
    ...data.allStoreCategories.flatMap((c) => (c.slug && c.name ? [{ id: c.id, name: c.name, href: { pathname: '/lojas' as const, query: { categoria: c.slug } } }] : [])),
    ...data.allCuisines.flatMap((c) => (c.slug && c.name ? [{ id: c.id, name: c.name, href: { pathname: '/gastronomia' as const, query: { cozinha: c.slug } } }] : [])),
  ];
  return (
    <div className="page-container">
      <PageHeader title={data.searchPage.title} lead={data.searchPage.lead} showBreadcrumbs={false}>
        <SearchForm action={getPathname({ locale, href: '/busca' })} query={rawQuery ?? ''} maxLength={MAX_QUERY_LENGTH} />
      </PageHeader>
      <ClientMessages namespaces={['openStatus', 'places.nextChange']}>
        <MallHoursProvider mall={{ sectorHours: data.siteSettings?.sectorHours ?? null, holidays: data.siteSettings?.holidays ?? null }}>
          <SearchResults check={check} groups={groupHits(hits)} didYouMean={didYouMean} popularCategories={popular} />
        </MallHoursProvider>
      </ClientMessages>
      {/* the language switch keeps the query: the same search in the other language */}
      {check.kind === 'ok' ? (
        <SetAlternateLinks
          links={{
            pt: getPathname({ locale: 'pt', href: { pathname: '/busca', query: { q: check.query } } }),
            en: getPathname({ locale: 'en', href: { pathname: '/busca', query: { q: check.query } } }),
          }}
        />
      ) : null}
      <LiveRefresh document={SearchPageDocument} variables={{ locale }} />
    </div>
  );
}
