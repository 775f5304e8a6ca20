import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
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
  return searchMetadata(await pageLocale(params), await queryOf(params));
}

export default async function SearchResultsPage({ params }: SearchResultsPageProps) {
  return <SearchScreen locale={await pageLocale(params)} rawQuery={await queryOf(params)} />;
}
