import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { searchParamsOfSegment } from '@/lib/url/query-segment';
import { ArticlesScreen, articlesMetadata } from '@/features/articles/ArticlesScreen';
import { loadArticles, type ArticlesCriteria } from '@/features/articles/load-articles';

interface FilteredArticlesProps {
  params: Promise<{ locale: string; filters: string }>;
}

function criteriaOf(filters: string): ArticlesCriteria {
  const query = searchParamsOfSegment(filters);
  return { categoria: query.get('categoria') ?? undefined, pagina: query.get('pagina') ?? undefined };
}

/** `/artigos?categoria=…&pagina=…`, rewritten here by the proxy (ADR 0027); cached from its first visit. */
export function generateStaticParams() {
  return [{ filters: 'pagina=2' }];
}

export async function generateMetadata({ params }: FilteredArticlesProps): Promise<Metadata> {
  return articlesMetadata(await getLocale(), criteriaOf((await params).filters));
}

export default async function FilteredArticlesPage({ params }: FilteredArticlesProps) {
  const locale = await getLocale();
  return <ArticlesScreen list={await loadArticles(locale, criteriaOf((await params).filters))} locale={locale} />;
}
