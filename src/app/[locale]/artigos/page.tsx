import type { Metadata } from 'next';
import { ArticlesScreen, articlesMetadata, type ArticlesPageProps } from '@/features/articles/ArticlesScreen';
import { pageLocale } from '@/i18n/page-locale';

export function generateMetadata({ params }: ArticlesPageProps): Promise<Metadata> {
  return articlesMetadata(params);
}

export default async function ArticlesPage({ params }: ArticlesPageProps) {
  return <ArticlesScreen locale={await pageLocale(params)} criteria={{}} />;
}
