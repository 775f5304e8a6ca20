'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './PlaceList.module.css';

interface LoadMoreLinkProps {
  /** the same list with one more page, or null when all are shown */
  href: ComponentProps<typeof Link>['href'] | null;
  shown: number;
  total: number;
  /** with JavaScript, shows the next page in place instead of following the link */
  onLoadMore?: () => void;
}

/**
 * 'Carregar mais' as a link to `?pagina=N+1#resultado-K`: without JavaScript
 * the browser loads the longer list and jumps to the first new card; with it
 * the router re-renders the list in place (no reload) and focus moves to the
 * first new card's link, so keyboard and screen-reader users continue from
 * where the new results start.
 */
export function LoadMoreLink({ href, shown, total, onLoadMore }: LoadMoreLinkProps) {
  const t = useTranslations('buttons');
  const tPlaces = useTranslations('places');
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    document.querySelectorAll<HTMLElement>('[data-place-card-link]')[from]?.focus();
  }, [shown]);

  return (
    <div className={styles.more}>
      <p className={styles.progress}>{tPlaces('showing', { shown: String(shown), total: String(total) })}</p>
      <div className={styles.meter} aria-hidden="true">
        <span style={{ width: `${total > 0 ? Math.round((shown / total) * 100) : 100}%` }} />
      </div>
      {href ? (
        <Link
          href={href}
          scroll={false}
          className={styles.loadMore}
          onClick={(event) => {
            focusFrom.current = shown;
            if (onLoadMore) {
              event.preventDefault();
              onLoadMore();
            }
          }}
        >
          {t('loadMore')}
        </Link>
      ) : null}
    </div>
  );
}
