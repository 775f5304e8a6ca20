'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './Directions.module.css';

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * Copies the mall's address for a ride-hailing or maps app. Where the
 * clipboard is refused (an old browser, a page not served over HTTPS), the
 * address is selected instead so the device's own copy works, and the
 * visitor is told which happened. In the server's HTML, so hydration adds no
 * row to the actions on a phone (it moved the page by 52 px); a browser without
 * scripts never shows it (`@media (scripting: none)`), as it could do nothing.
 */
export function CopyAddressButton({ text, targetId }: { text: string; targetId: string }) {
  const t = useTranslations('directions');
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const selectAddress = () => {
    const target = document.getElementById(targetId);
    const selection = window.getSelection();
    if (!target || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(target);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      selectAddress();
      setOutcome('failed');
    }
  };

  return (
    <>
      <button type="button" className={`${styles.action} ${styles.needsScript}`} onClick={() => void copy()}>
        {t('copy')}
      </button>
      <p role="status" className={outcome === 'idle' ? 'visually-hidden' : styles.copyStatus}>
        {outcome === 'copied' ? t('copied') : outcome === 'failed' ? t('copyFailed') : ''}
      </p>
    </>
  );
}
