'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { ContrastIcon } from '@/components/icons/icons';
import { applyContrast, readContrast, type ContrastMode } from './contrast-preference';
import styles from './AccessibilityControls.module.css';

function subscribeToContrast(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-contrast'] });
  return () => observer.disconnect();
}

/** A toggle button (aria-pressed) for the high-contrast theme. */
export function ContrastToggle() {
  const t = useTranslations('layout.accessibility');
  // The `<html data-contrast>` attribute is the single source of truth: the
  // boot script sets it before paint, this button flips it. The server renders
  // "normal"; React re-reads the attribute right after hydration.
  const mode = useSyncExternalStore<ContrastMode>(
    subscribeToContrast,
    () => readContrast(),
    () => 'normal',
  );
  const toggle = () => applyContrast(mode === 'high' ? 'normal' : 'high');

  return (
    <button type="button" className={styles.control} aria-pressed={mode === 'high'} onClick={toggle}>
      <ContrastIcon size={18} />
      <span className={styles.controlLabel}>{t('contrast')}</span>
    </button>
  );
}
