import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { SearchScreen, searchMetadata } from '@/features/search/SearchScreen';

/** /busca without a query: the search form. A query is its own cached page (`…/busca/lista/[filters]`). */
export async function generateMetadata(): Promise<Metadata> {
  return searchMetadata(await getLocale(), undefined);
}

export default async function SearchPage() {
  return <SearchScreen locale={await getLocale()} rawQuery={undefined} />;
}
