'use client';

import { useFormatter, useTranslations } from 'next-intl';
import styles from './OfflineNotice.module.css';

export type OfflineReason = 'offline' | 'stored';

export interface OfflineNoticeViewProps {
  /** `offline`: the browser has no connection; `stored`: this page came from storage (no answer in time) */
  reason: OfflineReason;
  /** when the content shown was fetched */
  since: Date;
  onDismiss: () => void;
}

/**
 * The discreet sign that what the visitor sees may be out of date, and since when (issue 24). A status, so a
 * screen reader announces it once without moving the focus.
 */
export function OfflineNoticeView({ reason, since, onDismiss }: OfflineNoticeViewProps) {
  const t = useTranslations('offline');
  const format = useFormatter();
  const when = format.dateTime(since, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <div className={styles.notice} role="status" data-reason={reason}>
      <span className={styles.dot} aria-hidden="true" />
      <p className={styles.text}>
        <strong>{t(reason === 'offline' ? 'notice.offline' : 'notice.stored')}</strong> {t('notice.since', { when })}
      </p>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('notice.dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
