'use client';

import { useTranslations } from 'next-intl';
import styles from './MapZoomControls.module.css';

interface MapZoomControlsProps {
  canZoomIn: boolean;
  canZoomOut: boolean;
  isReset: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

/** Zoom buttons within thumb's reach at the plan's lower right corner. */
export function MapZoomControls({
  canZoomIn,
  canZoomOut,
  isReset,
  onZoomIn,
  onZoomOut,
  onReset,
}: MapZoomControlsProps) {
  const t = useTranslations('map.zoom');
  // aria-disabled rather than disabled: the button keeps its place in the tab order
  const guard = (enabled: boolean, action: () => void) => () => {
    if (enabled) action();
  };
  return (
    <div role="group" aria-label={t('controls')} className={styles.controls}>
      <button
        type="button"
        className={styles.button}
        aria-label={t('in')}
        title={t('in')}
        aria-disabled={!canZoomIn || undefined}
        onClick={guard(canZoomIn, onZoomIn)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 5v14M5 12h14" />
        </svg>
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label={t('out')}
        title={t('out')}
        aria-disabled={!canZoomOut || undefined}
        onClick={guard(canZoomOut, onZoomOut)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 12h14" />
        </svg>
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label={t('reset')}
        title={t('reset')}
        aria-disabled={isReset || undefined}
        onClick={guard(!isReset, onReset)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
        </svg>
      </button>
    </div>
  );
}
