import type { AppLocale } from '@/i18n/routing';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArticleGrid } from './ArticleGrid';
import { CategoryFilter } from './CategoryFilter';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { LoadMoreLink } from '@/components/page/LoadMoreLink';
import { PageHeader } from '@/components/page/PageHeader';
import { LiveRefresh } from '@/features/preview';
import type { ArticlesCriteria, ArticlesView } from './load-articles';

export async function articlesMetadata(locale: AppLocale, criteria: ArticlesCriteria = {}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'articles' });
  const metadata = await contentMetadata([], {
    locale,
    // a later page of the list is its own canonical (page 2 shows articles page 1 does not, ADR 0064)
    href: Number(criteria.pagina) > 1 ? { pathname: '/artigos', query: pageQuery(criteria) } : '/artigos',
    fallbackTitle: t('title'),
    fallbackDescription: t('lead'),
  });
  return criteria.categoria || criteria.pagina ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

const pageQuery = ({ categoria, pagina }: ArticlesCriteria): Record<string, string> => ({
  ...(categoria ? { categoria: String(categoria) } : {}),
  pagina: String(pagina),
});

/**
 * 'Acontece Aqui': the mall's news, newest first, filtered by category and
 * paged with links, so every state of the list has its own URL. Each state is
 * a cached page: `/artigos?categoria=…&pagina=…` is rewritten by the proxy to
 * `…/lista/[filters]` (ADR 0027).
 */
export async function ArticlesScreen({ list, locale }: { list: ArticlesView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'articles' });
  const { articles, total, category } = list;
  return (
    <div className="page-container">
      <PageHeader title={t('title')} lead={t('lead')} />
      <CategoryFilter categories={list.categories} current={category?.slug ?? null} />
      <section aria-label={category ? `${t('title')}: ${category.name}` : t('title')}>
        {articles.length > 0 ? (
          <ArticleGrid
            articles={articles}
            firstNewIndex={list.firstNewIndex}
            priorityCount={list.isFirstPage ? 3 : 0}
          />
        ) : (
          <p>{t('empty')}</p>
        )}
        <LoadMoreLink
          href={articles.length < total ? { pathname: '/artigos', query: list.nextQuery, hash: 'mais' } : null}
          shown={articles.length}
          total={total}
          progress={t('showing', { shown: articles.length, total })}
        />
      </section>
      <LiveRefresh {...list.live} />
    </div>
  );
}
