'use client';

import { useTranslations } from 'next-intl';
import { notify } from '@/components/toast/notify';
import styles from './ShareButton.module.css';

interface ShareButtonProps {
  title: string;
  text?: string | null;
  /** the address to share; the current page's when left out */
  url?: string;
}

/**
 * Shares a page (an article, a store, a restaurant): the system share sheet
 * (Web Share API) where there is one, as on phones; elsewhere the link is
 * copied and a toast says so (spec §9 toasts), which announces itself to
 * screen readers without pushing the page's layout around.
 */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  const tButtons = useTranslations('buttons');
  const t = useTranslations('share');

  async function share() {
    const target = url ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? undefined, url: target });
        return;
      } catch (error) {
        // the visitor closed the sheet: nothing to report
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // any other refusal (no user activation, unsupported data): copy instead
      }
    }
    try {
      await navigator.clipboard.writeText(target);
      void notify(t('copied'), 'success', { description: target });
    } catch {
      void notify(t('copyFailed'), 'error', { description: target });
    }
  }

  return (
    <button type="button" className={styles.button} onClick={share}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
        <path
          d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
          fill="currentColor"
        />
      </svg>
      {tButtons('share')}
    </button>
  );
}
