'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ContrastIcon } from '@/components/layout/icons';
import { applyContrast, readContrast, type ContrastMode } from './contrast-preference';
import styles from './AccessibilityControls.module.css';

/** A toggle button (aria-pressed) for the high-contrast theme. */
export function ContrastToggle() {
  const t = useTranslations('layout.accessibility');
  // The boot script has already set the attribute; read it after mount so the
  // server's render (always "normal") hydrates without a mismatch.
  const [mode, setMode] = useState<ContrastMode>('normal');
  useEffect(() => setMode(readContrast()), []);

  const toggle = () => {
    const next: ContrastMode = mode === 'high' ? 'normal' : 'high';
    applyContrast(next);
    setMode(next);
  };

  return (
    <button type="button" className={styles.control} aria-pressed={mode === 'high'} onClick={toggle}>
      <ContrastIcon size={18} />
      <span className={styles.controlLabel}>{t('contrast')}</span>
    </button>
  );
}
