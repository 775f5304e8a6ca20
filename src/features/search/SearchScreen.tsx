import { SearchPageDocument } from '@generated/graphql';
import type { Metadata } from 'next';
import { PageHeader } from '@/components/page/PageHeader';
import { SetAlternateLinks } from '@/features/site-shell';
import { MallHoursProvider } from '@/features/places';
import { LiveRefresh } from '@/features/preview';
import { ClientMessages } from '@/i18n/ClientMessages';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { MAX_QUERY_LENGTH } from './model/query-check';
import { pageMetadata } from '@/lib/seo/content-metadata';
import type { SearchView } from './load-search';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';

/** A results page is not a page of its own for search engines. */
export async function searchMetadata(locale: AppLocale, page: SearchView | null): Promise<Metadata> {
  const metadata = await pageMetadata(locale, page);
  return page?.check.kind === 'ok'
    ? { ...metadata, title: `${page.check.query} · ${page.title}`, robots: { index: false, follow: true } }
    : metadata;
}

/**
 * Site search (ADR 0031): sections, stores, restaurants, films, articles,
 * services, the map's amenities, institute projects, jobs and pages, from
 * the locale's search index. Each query is a cached page: `/busca?q=…` is
 * rewritten by the proxy to `…/lista/[filters]` (ADR 0027), so the form
 * works the same without JavaScript.
 */
export function SearchScreen({ page, locale }: { page: SearchView; locale: AppLocale }) {
  const { check } = page;
  return (
    <div className="page-container">
      <PageHeader title={page.title} lead={page.lead} showBreadcrumbs={false}>
        <SearchForm
          action={getPathname({ locale, href: '/busca' })}
          query={page.rawQuery}
          maxLength={MAX_QUERY_LENGTH}
        />
      </PageHeader>
      <ClientMessages namespaces={['openStatus', 'places.nextChange']}>
        <MallHoursProvider mall={page.mall}>
          <SearchResults
            check={check}
            groups={page.groups}
            didYouMean={page.didYouMean}
            popularCategories={page.popular}
          />
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
