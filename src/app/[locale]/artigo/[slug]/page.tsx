import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, getLocale } from 'next-intl/server';
import { ArticleDocument, RelatedArticlesDocument } from '@generated/graphql';
import { ArticleGrid } from '@/features/articles/ArticleGrid';
import { ArticleMeta } from '@/features/articles/ArticleMeta';
import { newsArticleJsonLd } from '@/features/articles/article-json-ld';
import { toArticleSummaries } from '@/features/articles/article-summary';
import { ContentBody } from '@/components/page/ContentBody';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { CoverImage } from '@/components/page/CoverImage';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHeader } from '@/components/page/PageHeader';
import { SectionHeading } from '@/components/page/SectionHeading';
import { ShareButton } from '@/components/share/ShareButton';
import { SetAlternateLinks } from '@/features/layout/AlternateLinks';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { ClientMessages } from '@/i18n/ClientMessages';
import { getPathname } from '@/i18n/navigation';
import { htmlLang, isAppLocale, type AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { getPublicConfig } from '@/lib/config/public';
import styles from './page.module.css';
import { articleStaticParams } from '@/lib/routes/static-params';

interface ArticlePageProps {
  params: Promise<{ locale: string; slug: string }>;
}

async function loadArticle(params: ArticlePageProps['params']) {
  const locale = await getLocale();
  const { slug } = await params;
  const data = await queryCms(ArticleDocument, { locale, slug });
  const article = data.article;
  if (!article?.title || !article.slug || !article.date) notFound();
  // the article's URL in each locale, from its localized slugs
  const alternates: Partial<Record<AppLocale, string>> = {};
  for (const entry of article._allSlugLocales ?? []) {
    if (entry.locale && isAppLocale(entry.locale) && entry.value) {
      alternates[entry.locale] = getPathname({ locale: entry.locale, href: { pathname: '/artigo/[slug]', params: { slug: entry.value } } });
    }
  }
  alternates[locale] ??= getPathname({ locale, href: { pathname: '/artigo/[slug]', params: { slug: article.slug } } });
  return { locale, slug, article: { ...article, title: article.title, slug: article.slug, date: article.date }, mallName: data.siteSettings?.mallName, alternates };
}

/** Every published record is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = articleStaticParams;

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const { locale, article, alternates } = await loadArticle(params);
  return contentMetadata(article._seoMetaTags, { locale, href: alternates, fallbackTitle: article.title, fallbackDescription: article.excerpt, ogType: 'article' });
}

/**
 * One article of 'Acontece Aqui': header with category and date, share,
 * cover, the body with every block type, "read next" and NewsArticle JSON-LD.
 * The language switcher leads to the article's slug in the other locale.
 */
export default async function ArticlePage({ params }: ArticlePageProps) {
  const { locale, slug, article, mallName, alternates } = await loadArticle(params);
  const t = await getTranslations({ locale, namespace: 'articles' });
  const relatedFilter = article.category ? { id: { neq: article.id }, category: { eq: article.category.id } } : { id: { neq: article.id } };
  const { allArticles: related } = await queryCms(RelatedArticlesDocument, { locale, filter: relatedFilter });
  const siteUrl = getPublicConfig().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const cover = article.cover?.responsiveImage;
  const category = article.category?.name && article.category.slug ? { name: article.category.name, slug: article.category.slug } : null;

  return (
    <div className="page-container">
      <article className={styles.article} aria-labelledby="titulo-artigo">
        <PageHeader
          title={article.title}
          titleId="titulo-artigo"
          lead={article.excerpt}
          breadcrumbs={[{ label: t('title'), href: '/artigos' }]}
        >
          <ArticleMeta date={article.date} category={category} dateStyle="long" />
          <ClientMessages namespaces={['buttons', 'share']}>
            <ShareButton title={article.title} text={article.excerpt} />
          </ClientMessages>
        </PageHeader>
        {cover ? <CoverImage image={cover} sizes="(min-width: 56rem) 52rem, 100vw" priority className={styles.cover} /> : null}
        <ContentBody body={article.body} />
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="leia-tambem" className={styles.related}>
          <SectionHeading id="leia-tambem">{t('related')}</SectionHeading>
          <ArticleGrid articles={toArticleSummaries(related)} headingLevel={3} />
        </section>
      ) : null}
      <JsonLd
        data={newsArticleJsonLd({
          url: `${siteUrl}${alternates[locale] ?? ''}`,
          headline: article.title,
          description: article.excerpt,
          datePublished: article.date,
          dateModified: article._updatedAt,
          imageUrl: article.cover?.url,
          inLanguage: htmlLang[locale],
          publisherName: mallName ?? 'Shopping Jacarandá',
          siteUrl,
          section: category?.name,
        })}
      />
      <SetAlternateLinks links={alternates} />
      <LiveRefresh document={ArticleDocument} variables={{ locale, slug }} />
    </div>
  );
}
