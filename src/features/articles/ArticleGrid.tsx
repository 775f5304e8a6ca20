import { ArticleCard } from './ArticleCard';
import type { ArticleSummary } from './article-types';
import styles from './ArticleGrid.module.css';

interface ArticleGridProps {
  articles: readonly ArticleSummary[];
  headingLevel?: 2 | 3;
  /** index of the first article added by "load more": it gets an anchor the link jumps to */
  firstNewIndex?: number;
  /** how many cards at the top load their cover eagerly */
  priorityCount?: number;
}

/** A responsive grid of article cards: one column on phones, up to three on wide screens. */
export function ArticleGrid({ articles, headingLevel = 2, firstNewIndex, priorityCount = 0 }: ArticleGridProps) {
  return (
    <ul className={styles.grid}>
      {articles.map((article, index) => (
        <li key={article.id} id={index === firstNewIndex ? 'mais' : undefined} className={styles.item}>
          <ArticleCard article={article} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
