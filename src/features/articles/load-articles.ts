import { ArticleCategoriesDocument, ArticlesDocument, type ArticleModelFilter } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { firstParam } from '@/lib/url/first-param';
import { toArticleSummaries } from './article-summary';

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

export type ArticlesView = Awaited<ReturnType<typeof loadArticles>>;

/** The categories, and the first `pagina` pages of the list in the chosen category (an unknown one is ignored). */
export async function loadArticles(locale: AppLocale, criteria: ArticlesCriteria) {
  const { allArticleCategories } = await queryCms(ArticleCategoriesDocument, { locale });
  const categories = allArticleCategories.flatMap((c) =>
    c.name && c.slug ? [{ id: c.id, name: c.name, slug: c.slug }] : [],
  );
  // an unknown category is ignored rather than answered with an empty list
  const category = categories.find((c) => c.slug === firstParam(criteria.categoria)) ?? null;
  const pages = requestedPages(firstParam(criteria.pagina));
  const filter: ArticleModelFilter = category ? { category: { eq: category.id } } : {};
  const variables = { locale, first: pages * PAGE_SIZE, filter };
  const { allArticles, _allArticlesMeta } = await queryCms(ArticlesDocument, variables);
  const articles = toArticleSummaries(allArticles);
  return {
    categories,
    category,
    articles,
    total: _allArticlesMeta.count,
    /** where the first article of the last page loaded is, for "load more" to move focus to */
    firstNewIndex: pages > 1 ? (pages - 1) * PAGE_SIZE : undefined,
    isFirstPage: pages === 1,
    nextQuery: { ...(category ? { categoria: category.slug } : {}), pagina: String(pages + 1) },
    live: { document: ArticlesDocument, variables },
  };
}
