import { ArticleByIdDocument } from '@generated/graphql';
import { getTranslations } from 'next-intl/server';
import { ContentBody } from '@/components/page/ContentBody';
import { CoverImage } from '@/components/page/CoverImage';
import { JsonLd } from '@/components/page/JsonLd';
import { PageHeader } from '@/components/page/PageHeader';
import { SectionHeading } from '@/components/page/SectionHeading';
import { ShareButton } from '@/components/share/ShareButton';
import { EventFacts } from '@/features/events/server';
import { SetAlternateLinks } from '@/features/site-shell';
import { LiveRefresh } from '@/features/preview';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { ArticleGrid } from './ArticleGrid';
import { ArticleMeta } from './ArticleMeta';
import type { ArticleView } from './load-article';
import styles from './ArticleScreen.module.css';

/**
 * One article of 'Acontece Aqui': header with category and date, share,
 * cover, the body with every block type, "read next" and NewsArticle JSON-LD.
 * The language switcher leads to the article's slug in the other locale.
 */
export async function ArticleScreen({ article, locale }: { article: ArticleView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'articles' });
  return (
    <div className="page-container">
      <article className={styles.article} aria-labelledby="titulo-artigo">
        <PageHeader
          title={article.title}
          titleId="titulo-artigo"
          lead={article.excerpt}
          breadcrumbs={[{ label: t('title'), href: '/artigos' }]}
        >
          <ArticleMeta date={article.date} category={article.category} dateStyle="long" />
          <ClientMessages namespaces={['buttons', 'share']}>
            <ShareButton title={article.title} text={article.excerpt} />
          </ClientMessages>
        </PageHeader>
        {article.cover ? (
          <CoverImage image={article.cover} sizes="(min-width: 56rem) 52rem, 100vw" priority className={styles.cover} />
        ) : null}
        <EventFacts articleId={article.id} locale={locale} imageUrl={article.cover?.src ?? null} />
        <ContentBody body={article.body} />
      </article>
      {article.related.length > 0 ? (
        <section aria-labelledby="leia-tambem" className={styles.related}>
          <SectionHeading id="leia-tambem">{t('related')}</SectionHeading>
          <ArticleGrid articles={article.related} headingLevel={3} />
        </section>
      ) : null}
      <JsonLd data={article.jsonLd} />
      <SetAlternateLinks links={article.alternates} />
      <LiveRefresh document={ArticleByIdDocument} variables={{ locale, id: article.id }} />
    </div>
  );
}
