import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { ArticlesScreen, articlesMetadata } from '@/features/articles/ArticlesScreen';
import { loadArticles } from '@/features/articles/load-articles';

export async function generateMetadata(): Promise<Metadata> {
  return articlesMetadata(await getLocale());
}

export default async function ArticlesPage() {
  const locale = await getLocale();
  return <ArticlesScreen list={await loadArticles(locale, {})} locale={locale} />;
}
