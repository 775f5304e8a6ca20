import { permanentRedirect } from 'next/navigation';
import { ArticleByIdDocument, ArticleDocument, RelatedArticlesDocument } from '@generated/graphql';
import { getPathname } from '@/i18n/navigation';
import { defaultLocale, htmlLang, type AppLocale } from '@/i18n/routing';
import { valuesByAppLocale } from '@/lib/cms/cms-locales';
import { projectLocales } from '@/lib/cms/project-locales';
import { queryCms } from '@/lib/cms/query';
import { getPublicConfig } from '@/lib/config/public';
import type { PageSeo } from '@/lib/seo/content-metadata';
import { newsArticleJsonLd } from './article-json-ld';
import { toArticleSummaries } from './article-summary';
import { pickRelatedArticles, seasonWindow } from './model/related-articles';

export type ArticleView = NonNullable<Awaited<ReturnType<typeof loadArticle>>>;

const articlePath = (locale: AppLocale, slug: string) =>
  getPathname({ locale, href: { pathname: '/artigo/[slug]', params: { slug } } });

/** The article's URL in each locale, from its localized slugs. */
function alternatesOf(
  locale: AppLocale,
  slug: string,
  slugLocales: readonly { locale: string | null; value: string | null }[],
) {
  const alternates: Partial<Record<AppLocale, string>> = {};
  for (const [l, value] of Object.entries(valuesByAppLocale(slugLocales, projectLocales())) as [AppLocale, string][])
    alternates[l] = articlePath(l, value);
  alternates[locale] ??= articlePath(locale, slug);
  return alternates;
}

/**
 * The article a URL names. Filters never fall back to another locale (ADR
 * 0045): a slug not found in the URL's locale is looked up in the default
 * locale. An article that has a slug of its own in the URL's locale is
 * redirected there; one that has none is read under the default-locale slug,
 * the URL lists and sitemaps give it.
 */
async function findArticle(locale: AppLocale, slug: string) {
  const data = await queryCms(ArticleDocument, { locale, defaultLocale, slug });
  if (data.article || !data.bySlugInDefaultLocale) return data;
  const own = valuesByAppLocale(data.bySlugInDefaultLocale._allSlugLocales, projectLocales())[locale];
  if (own && own !== slug) permanentRedirect(articlePath(locale, own));
  return queryCms(ArticleByIdDocument, { locale, id: data.bySlugInDefaultLocale.id });
}

/** One article with its "read next" list, or null when there is no such article (a 404). */
export async function loadArticle(locale: AppLocale, slug: string) {
  const data = await findArticle(locale, slug);
  const article = data.article;
  if (!article?.title || !article.slug || !article.date) return null;
  const season = seasonWindow(article.date);
  const { allArticles: candidates } = await queryCms(RelatedArticlesDocument, {
    locale,
    filter: { id: { neq: article.id }, date: { gte: season.from, lte: season.to } },
  });
  const alternates = alternatesOf(locale, slug, article._allSlugLocales ?? []);
  const category =
    article.category?.name && article.category.slug
      ? { name: article.category.name, slug: article.category.slug }
      : null;
  const related = pickRelatedArticles({ id: article.id, date: article.date, category }, toArticleSummaries(candidates));
  const siteUrl = getPublicConfig().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  return {
    id: article.id,
    slug,
    title: article.title,
    excerpt: article.excerpt,
    date: article.date,
    category,
    cover: article.cover?.responsiveImage ?? null,
    body: article.body,
    related,
    alternates,
    seo: {
      tags: article._seoMetaTags,
      href: alternates,
      fallbackTitle: article.title,
      fallbackDescription: article.excerpt,
      ogType: 'article',
    } satisfies PageSeo,
    jsonLd: newsArticleJsonLd({
      url: `${siteUrl}${alternates[locale] ?? ''}`,
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      dateModified: article._updatedAt,
      imageUrl: article.cover?.url,
      inLanguage: htmlLang[locale],
      publisherName: data.siteSettings?.mallName ?? 'Shopping Jacarandá',
      siteUrl,
      section: category?.name,
    }),
  };
}
