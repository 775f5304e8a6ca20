import { ArticleDocument, RelatedArticlesDocument } from '@generated/graphql';
import { getPathname } from '@/i18n/navigation';
import { htmlLang, isAppLocale, type AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { getPublicConfig } from '@/lib/config/public';
import type { PageSeo } from '@/lib/seo/content-metadata';
import { newsArticleJsonLd } from './article-json-ld';
import { toArticleSummaries } from './article-summary';

export type ArticleView = NonNullable<Awaited<ReturnType<typeof loadArticle>>>;

/** The article's URL in each locale, from its localized slugs. */
function alternatesOf(locale: AppLocale, slug: string, slugLocales: readonly { locale: string | null; value: string | null }[]) {
  const alternates: Partial<Record<AppLocale, string>> = {};
  for (const entry of slugLocales) {
    if (entry.locale && isAppLocale(entry.locale) && entry.value) {
      alternates[entry.locale] = getPathname({ locale: entry.locale, href: { pathname: '/artigo/[slug]', params: { slug: entry.value } } });
    }
  }
  alternates[locale] ??= getPathname({ locale, href: { pathname: '/artigo/[slug]', params: { slug } } });
  return alternates;
}

/** One article with its "read next" list, or null when there is no such article (a 404). */
export async function loadArticle(locale: AppLocale, slug: string) {
  const data = await queryCms(ArticleDocument, { locale, slug });
  const article = data.article;
  if (!article?.title || !article.slug || !article.date) return null;
  const relatedFilter = article.category ? { id: { neq: article.id }, category: { eq: article.category.id } } : { id: { neq: article.id } };
  const { allArticles: related } = await queryCms(RelatedArticlesDocument, { locale, filter: relatedFilter });
  const alternates = alternatesOf(locale, article.slug, article._allSlugLocales ?? []);
  const category = article.category?.name && article.category.slug ? { name: article.category.name, slug: article.category.slug } : null;
  const siteUrl = getPublicConfig().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  return {
    slug,
    title: article.title,
    excerpt: article.excerpt,
    date: article.date,
    category,
    cover: article.cover?.responsiveImage ?? null,
    body: article.body,
    related: toArticleSummaries(related),
    alternates,
    seo: { tags: article._seoMetaTags, href: alternates, fallbackTitle: article.title, fallbackDescription: article.excerpt, ogType: 'article' } satisfies PageSeo,
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
