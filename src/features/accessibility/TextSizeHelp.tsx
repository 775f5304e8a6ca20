'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { TextSizeIcon } from '@/features/layout/icons';
import { useDismiss } from '@/features/layout/use-dismiss';
import styles from './AccessibilityControls.module.css';

/** A touch screen without a keyboard to speak of: it zooms with two fingers. */
const TOUCH_QUERY = '(pointer: coarse) and (hover: none)';

/**
 * The text-size box: browsers' own zoom reflows the whole page better than
 * any site widget, so the box teaches the shortcuts instead of scaling text;
 * on a touch screen, pinch-zoom and the phone's own text size. (Decided when
 * the box opens: the server cannot know the device.)
 */
export function TextSizeHelp() {
  const t = useTranslations('layout.accessibility');
  const [open, setOpen] = useState(false);
  const [touch, setTouch] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, rootRef, () => setOpen(false), buttonRef);

  return (
    <div className={styles.disclosure} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.control}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setTouch(typeof window.matchMedia === 'function' && window.matchMedia(TOUCH_QUERY).matches);
          setOpen((o) => !o);
        }}
      >
        <TextSizeIcon size={18} />
        <span className={styles.controlLabel}>{t('textSize')}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="note" aria-label={t('textSize')}>
        {touch ? (
          <p>{t('textSizeHelpTouch')}</p>
        ) : (
          <>
            <p>
              {t.rich('textSizeHelp', {
                kbd: (chunks) => <kbd>{chunks}</kbd>,
              })}
            </p>
            <p className={styles.small}>{t('accessKeys')}</p>
          </>
        )}
      </div>
    </div>
  );
}
