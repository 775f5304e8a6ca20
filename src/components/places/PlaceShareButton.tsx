'use client';

import { useTranslations } from 'next-intl';
import { notify } from '@/components/app/notify';
import styles from './PlaceShareButton.module.css';

interface PlaceShareButtonProps {
  title: string;
  text?: string | null;
  /** the canonical address of the place */
  url: string;
}

/**
 * Share a store or restaurant: the system share sheet (Web Share API) on
 * phones; elsewhere the link is copied and a toast says so (spec §9 toasts).
 * Like content/ShareButton, but it confirms with a toast instead of a line of
 * text, which would push the header's layout around.
 */
export function PlaceShareButton({ title, text, url }: PlaceShareButtonProps) {
  const tButtons = useTranslations('buttons');
  const t = useTranslations('places');

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? undefined, url });
        return;
      } catch (error) {
        // the visitor closed the sheet: nothing to report
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // any other refusal (no user activation, unsupported data): copy instead
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify(t('shareCopied'), 'success', { description: url });
    } catch {
      notify(t('shareFailed'), 'error', { description: url });
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
