import { Link } from '@/i18n/navigation';
import { ArticleMeta } from './ArticleMeta';
import { CoverImage } from '../../components/page/CoverImage';
import type { ArticleSummary } from './article-types';
import styles from './ArticleCard.module.css';

interface ArticleCardProps {
  article: ArticleSummary;
  /** the heading level of the title inside the page's outline */
  headingLevel?: 2 | 3;
  /** the first cards of a list are above the fold */
  priority?: boolean;
}

/**
 * One article in a list. The whole card is clickable through the title link
 * stretched over it, so screen readers hear one link named by the title.
 */
export function ArticleCard({ article, headingLevel = 2, priority = false }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={{ pathname: '/artigo/[slug]', params: { slug: article.slug } }} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        <ArticleMeta date={article.date} category={article.category} />
        {article.excerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
      </div>
      {article.cover ? (
        <CoverImage
          image={article.cover}
          sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          priority={priority}
          rounded={false}
          className={styles.cover}
        />
      ) : (
        <div className={styles.coverPlaceholder} aria-hidden="true" />
      )}
    </article>
  );
}
