import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { SearchScreen, searchMetadata } from '@/features/search/SearchScreen';

interface SearchPageProps {
  params: Promise<{ locale: string }>;
}

/** /busca without a query: the search form. A query is its own cached page (`…/busca/lista/[filters]`). */
export async function generateMetadata({ params }: SearchPageProps): Promise<Metadata> {
  return searchMetadata(await pageLocale(params), undefined);
}

export default async function SearchPage({ params }: SearchPageProps) {
  return <SearchScreen locale={await pageLocale(params)} rawQuery={undefined} />;
}
