import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { loadSearch } from '@/features/search/load-search';
import { SearchScreen, searchMetadata } from '@/features/search/SearchScreen';

/** /busca without a query: the search form. A query is its own cached page (`…/busca/lista/[filters]`). */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return searchMetadata(locale, await loadSearch(locale, undefined));
}

export default async function SearchPage() {
  const locale = await getLocale();
  const page = await loadSearch(locale, undefined);
  if (!page) notFound();
  return <SearchScreen page={page} locale={locale} />;
}
