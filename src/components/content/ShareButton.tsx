'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './ShareButton.module.css';

interface ShareButtonProps {
  title: string;
  text?: string | null;
  /** the address to share; the current page's when left out */
  url?: string;
}

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * Opens the system share sheet (Web Share API) where there is one, as on
 * phones; elsewhere copies the address and says so in a live region.
 */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  const tButtons = useTranslations('buttons');
  const t = useTranslations('articles');
  const [outcome, setOutcome] = useState<Outcome>('idle');

  async function share() {
    const target = url ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? undefined, url: target });
        return;
      } catch (error) {
        // the visitor closed the sheet: nothing to report
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // any other refusal (no user activation, unsupported data): fall back to copying
      }
    }
    try {
      await navigator.clipboard.writeText(target);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <div className={styles.share}>
      <button type="button" className={styles.button} onClick={share}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
          <path
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
            fill="currentColor"
          />
        </svg>
        {tButtons('share')}
      </button>
      <p role="status" className={styles.status}>
        {outcome === 'copied' ? t('linkCopied') : outcome === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
