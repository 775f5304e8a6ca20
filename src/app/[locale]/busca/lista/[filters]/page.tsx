import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { SearchScreen, searchMetadata } from '@/features/search/SearchScreen';
import { searchParamsOfSegment } from '@/lib/url/query-segment';

interface SearchResultsPageProps {
  params: Promise<{ locale: string; filters: string }>;
}

const queryOf = async (params: SearchResultsPageProps['params']) => searchParamsOfSegment((await params).filters).get('q') ?? undefined;

/** `/busca?q=…`, rewritten here by the proxy (ADR 0027); each query is cached from its first visit. */
export function generateStaticParams() {
  return [{ filters: 'q=cinema' }];
}

export async function generateMetadata({ params }: SearchResultsPageProps): Promise<Metadata> {
  return searchMetadata(await getLocale(), await queryOf(params));
}

export default async function SearchResultsPage({ params }: SearchResultsPageProps) {
  return <SearchScreen locale={await getLocale()} rawQuery={await queryOf(params)} />;
}
