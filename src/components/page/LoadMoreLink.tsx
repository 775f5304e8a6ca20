import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { AppHref } from './types';
import styles from './LoadMoreLink.module.css';

interface LoadMoreLinkProps {
  /** the same list with one more page (`?pagina=N+1#mais`) */
  href: AppHref;
  shown: number;
  total: number;
}

/**
 * "Load more" as a link to the next page of the same list: without JavaScript
 * the browser loads it and jumps to the first new item (#mais); with it, the
 * router swaps the list in place and keeps the scroll position.
 */
export function LoadMoreLink({ href, shown, total }: LoadMoreLinkProps) {
  const t = useTranslations('buttons');
  const tArticles = useTranslations('articles');
  return (
    <div className={styles.more}>
      <p className={styles.progress}>{tArticles('showing', { shown, total })}</p>
      {shown < total ? (
        <Link href={href} className={styles.button} scroll={false}>
          {t('loadMore')}
        </Link>
      ) : null}
    </div>
  );
}
