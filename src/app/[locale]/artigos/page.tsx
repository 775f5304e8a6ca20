import type { Metadata } from 'next';
import { ArticlesScreen, articlesMetadata, type ArticlesPageProps } from '@/components/content/ArticlesScreen';
import { pageLocale } from '@/components/content/page-locale';

export function generateMetadata({ params }: ArticlesPageProps): Promise<Metadata> {
  return articlesMetadata(params);
}

export default async function ArticlesPage({ params }: ArticlesPageProps) {
  return <ArticlesScreen locale={await pageLocale(params)} criteria={{}} />;
}
