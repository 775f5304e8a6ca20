'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useLiveStatus } from './live-status-store';
import styles from './PreviewBadge.module.css';

/**
 * The visible sign of draft mode, with the way out. The exit link returns to
 * the page being viewed (the raw browser path, locale prefix included).
 */
export function PreviewBadgeView() {
  const t = useTranslations('preview');
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const live = useLiveStatus();
  const back = `${pathname}${search ? `?${search}` : ''}`;
  const exitHref = `/api/draft/disable?path=${encodeURIComponent(back)}`;

  return (
    <aside className={styles.badge} aria-label={t('badge')}>
      <span className={styles.label}>
        <span className={styles.dot} aria-hidden="true" />
        {t('badge')}
      </span>
      <span className={styles.description}>{t('description')}</span>
      {live.state !== 'off' ? (
        <span className={styles.live} data-state={live.state} role="status">
          {live.state === 'error' ? t('live.error', { message: live.message }) : t(`live.${live.state}`)}
        </span>
      ) : null}
      {/* A full navigation, not a client transition: the route handler must run and reset the cookie. */}
      <a className={styles.exit} href={exitHref}>
        {t('exit')}
      </a>
    </aside>
  );
}
