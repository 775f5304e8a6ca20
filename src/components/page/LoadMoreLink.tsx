import { useTranslations } from 'next-intl';
import { LoadMoreAnchor } from './LoadMoreAnchor';
import type { AppHref } from './types';
import styles from './LoadMoreLink.module.css';

interface LoadMoreLinkProps {
  /** the same list with one more page (`?pagina=N+1#…`), or null when all are shown */
  href: AppHref | null;
  shown: number;
  total: number;
  /** "Showing 24 of 121": each list words its own count */
  progress: string;
  /** a bar under the count, filled by the share shown */
  meter?: boolean;
  /**
   * Selector of the items' links: with JavaScript, once the list has grown,
   * focus moves to the first new item's, so keyboard and screen-reader users
   * go on from where the new results start.
   */
  focusNewItem?: string;
  /** with JavaScript, shows the next page in place instead of following the link (client parents only) */
  onLoadMore?: () => void;
}

/**
 * "Load more" as a link to the next page of the same list: without JavaScript
 * the browser loads the longer list and jumps to the first new item (the
 * link's hash); with it, the router swaps the list in place and keeps the
 * scroll position. No client code of its own, so server screens render it
 * without shipping translations to the browser; the link is the client part.
 */
export function LoadMoreLink({
  href,
  shown,
  total,
  progress,
  meter = false,
  focusNewItem,
  onLoadMore,
}: LoadMoreLinkProps) {
  const t = useTranslations('buttons');
  return (
    <div className={styles.more}>
      <p className={styles.progress}>{progress}</p>
      {meter ? (
        <div className={styles.meter} aria-hidden="true">
          <span style={{ width: `${total > 0 ? Math.round((shown / total) * 100) : 100}%` }} />
        </div>
      ) : null}
      {/* rendered without a link too: it moves focus after the last page loads */}
      <LoadMoreAnchor
        href={href}
        shown={shown}
        className={styles.button}
        {...(focusNewItem ? { focusNewItem } : {})}
        {...(onLoadMore ? { onLoadMore } : {})}
      >
        {t('loadMore')}
      </LoadMoreAnchor>
    </div>
  );
}
