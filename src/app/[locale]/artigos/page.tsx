import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { ArticlesScreen, articlesMetadata } from '@/features/articles/ArticlesScreen';

export async function generateMetadata(): Promise<Metadata> {
  return articlesMetadata(await getLocale());
}

export default async function ArticlesPage() {
  return <ArticlesScreen locale={await getLocale()} criteria={{}} />;
}
