import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { loadSearch } from '@/features/search/load-search';
import { SearchScreen, searchMetadata } from '@/features/search/SearchScreen';
import { searchParamsOfSegment } from '@/lib/url/query-segment';

type Params = PageProps<'/[locale]/busca/lista/[filters]'>['params'];
const queryOf = async (params: Params) => searchParamsOfSegment((await params).filters).get('q') ?? undefined;

/** `/busca?q=…`, rewritten here by the proxy (ADR 0027); each query is cached from its first visit. */
export function generateStaticParams() {
  return [{ filters: 'q=cinema' }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await getLocale();
  return searchMetadata(locale, await loadSearch(locale, await queryOf(params)));
}

export default async function SearchResultsPage({ params }: { params: Params }) {
  const locale = await getLocale();
  const page = await loadSearch(locale, await queryOf(params));
  if (!page) notFound();
  return <SearchScreen page={page} locale={locale} />;
}
