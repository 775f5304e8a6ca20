import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ArticleScreen } from '@/features/articles/ArticleScreen';
import { loadArticle } from '@/features/articles/load-article';
import { articleStaticParams } from '@/lib/routes/static-params';
import { pageMetadata } from '@/lib/seo/content-metadata';

/** Every published record is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = articleStaticParams;

export async function generateMetadata({ params }: PageProps<'/[locale]/artigo/[slug]'>): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadArticle(locale, (await params).slug));
}

export default async function ArticlePage({ params }: PageProps<'/[locale]/artigo/[slug]'>) {
  const locale = await getLocale();
  const article = await loadArticle(locale, (await params).slug);
  if (!article) notFound();
  return <ArticleScreen article={article} locale={locale} />;
}
