import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter } from 'next-intl/server';
import { SearchDocument as SearchQueryDocument } from '@generated/graphql';
import { calendarDateToInstant } from '@/components/content/article-types';
import { contentMetadata } from '@/components/content/content-metadata';
import { PageHeader } from '@/components/content/PageHeader';
import { SearchForm } from '@/components/content/SearchForm';
import { SearchResults } from '@/components/content/SearchResults';
import { toSearchDocuments } from '@/components/content/search-documents';
import { LiveRefresh } from '@/components/preview/LiveRefresh';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { MAX_QUERY_LENGTH, checkQuery, groupHits, rankDocuments } from '@/lib/search/rank';

export async function searchMetadata(locale: AppLocale, rawQuery: string | undefined): Promise<Metadata> {
  const { searchPage } = await queryCms(SearchQueryDocument, { locale });
  if (!searchPage) notFound();
  const check = checkQuery(rawQuery);
  const metadata = contentMetadata(searchPage._seoMetaTags, { locale, href: '/busca', fallbackTitle: searchPage.title, fallbackDescription: searchPage.lead });
  // a results page is not a page of its own for search engines
  return check.kind === 'ok' ? { ...metadata, title: `${check.query} · ${searchPage.title ?? ''}`, robots: { index: false, follow: true } } : metadata;
}

/**
 * Site search over stores, restaurants, movies, articles, services and pages.
 * The lists come from the CMS once (cached) and are ranked on the server by
 * src/lib/search: accent- and case-insensitive, Portuguese-plural-aware. Each
 * query is a cached page: `/busca?q=…` is rewritten by the proxy to
 * `…/lista/[filters]` (ADR 0027), so the form works the same without JavaScript.
 */
export async function SearchScreen({ locale, rawQuery }: { locale: AppLocale; rawQuery: string | undefined }) {
  const check = checkQuery(rawQuery);
  const data = await queryCms(SearchQueryDocument, { locale });
  if (!data.searchPage?.title) notFound();
  const format = await getFormatter({ locale });
  const formatDate = (iso: string) => format.dateTime(calendarDateToInstant(iso), { dateStyle: 'medium', timeZone: 'America/Sao_Paulo' });
  const documents = check.kind === 'ok' ? toSearchDocuments(data, locale, null, formatDate) : [];
  const groups = check.kind === 'ok' ? groupHits(rankDocuments(documents, check.query)) : [];
  return (
    <div className="page-container">
      <PageHeader title={data.searchPage.title} lead={data.searchPage.lead} showBreadcrumbs={false}>
        <SearchForm action={getPathname({ locale, href: '/busca' })} query={rawQuery ?? ''} maxLength={MAX_QUERY_LENGTH} />
      </PageHeader>
      <SearchResults check={check} groups={groups} />
      <LiveRefresh document={SearchQueryDocument} variables={{ locale }} />
    </div>
  );
}
