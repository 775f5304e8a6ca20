import type { AppLocale } from '@/i18n/routing';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArticleCategoriesDocument, ArticlesDocument, type ArticleModelFilter } from '@generated/graphql';
import { ArticleGrid } from '@/features/articles/ArticleGrid';
import { CategoryFilter } from '@/features/articles/CategoryFilter';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { LoadMoreLink } from '@/components/page/LoadMoreLink';
import { PageHeader } from '@/components/page/PageHeader';
import { firstParam } from '@/lib/url/first-param';
import { toArticleSummaries } from '@/features/articles/article-summary';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';

/** The list's state: a category and how many pages are shown (from `…/lista/[filters]`, ADR 0027). */
export interface ArticlesCriteria {
  categoria?: string | undefined;
  pagina?: string | undefined;
}

/** Articles per "page"; `?pagina=N` shows the first N pages at once. */
const PAGE_SIZE = 9;
/** the CMS's page size limit (500) divided by PAGE_SIZE */
const MAX_PAGES = Math.floor(500 / PAGE_SIZE);
/** `?pagina=` read leniently: anything that is not a page number is page 1. */
function requestedPages(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGES) : 1;
}

export async function articlesMetadata(locale: AppLocale, criteria: ArticlesCriteria = {}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'articles' });
  const metadata = contentMetadata([], { locale, href: '/artigos', fallbackTitle: t('title'), fallbackDescription: t('lead') });
  return criteria.categoria || criteria.pagina ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

/**
 * 'Acontece Aqui': the mall's news, newest first, filtered by category and
 * paged with links, so every state of the list has its own URL. Each state is
 * a cached page: `/artigos?categoria=…&pagina=…` is rewritten by the proxy to
 * `…/lista/[filters]` (ADR 0027).
 */
export async function ArticlesScreen({ locale, criteria: query }: { locale: AppLocale; criteria: ArticlesCriteria }) {
  const t = await getTranslations({ locale, namespace: 'articles' });
  const { allArticleCategories } = await queryCms(ArticleCategoriesDocument, { locale });
  const categories = allArticleCategories.flatMap((c) => (c.name && c.slug ? [{ id: c.id, name: c.name, slug: c.slug }] : []));
  // an unknown category is ignored rather than answered with an empty list
  const category = categories.find((c) => c.slug === firstParam(query.categoria)) ?? null;
  const pages = requestedPages(firstParam(query.pagina));
  const filter: ArticleModelFilter = category ? { category: { eq: category.id } } : {};
  const variables = { locale, first: pages * PAGE_SIZE, filter };
  const { allArticles, _allArticlesMeta } = await queryCms(ArticlesDocument, variables);
  const articles = toArticleSummaries(allArticles);
  const total = _allArticlesMeta.count;
  const nextQuery = { ...(category ? { categoria: category.slug } : {}), pagina: String(pages + 1) };

  return (
    <div className="page-container">
      <PageHeader title={t('title')} lead={t('lead')} />
      <CategoryFilter categories={categories} current={category?.slug ?? null} />
      <section aria-label={category ? `${t('title')}: ${category.name}` : t('title')}>
        {articles.length > 0 ? (
          <ArticleGrid articles={articles} firstNewIndex={pages > 1 ? (pages - 1) * PAGE_SIZE : undefined} priorityCount={pages > 1 ? 0 : 3} />
        ) : (
          <p>{t('empty')}</p>
        )}
        <LoadMoreLink
          href={articles.length < total ? { pathname: '/artigos', query: nextQuery, hash: 'mais' } : null}
          shown={articles.length}
          total={total}
          progress={t('showing', { shown: articles.length, total })}
        />
      </section>
      <LiveRefresh document={ArticlesDocument} variables={variables} />
    </div>
  );
}

