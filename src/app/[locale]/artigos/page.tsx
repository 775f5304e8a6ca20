import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { ArticlesScreen, articlesMetadata, type ArticlesPageProps } from '@/features/articles/ArticlesScreen';

export function generateMetadata({ params }: ArticlesPageProps): Promise<Metadata> {
  return articlesMetadata(params);
}

export default async function ArticlesPage({ params }: ArticlesPageProps) {
  return <ArticlesScreen locale={await getLocale()} criteria={{}} />;
}
