'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDisclosure } from '@/components/disclosure/use-disclosure';
import { TextSizeIcon } from '@/components/icons/icons';
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
  const { open, toggle, rootRef, triggerProps, panelProps } = useDisclosure();
  const [touch, setTouch] = useState(false);

  return (
    <div className={styles.disclosure} ref={rootRef}>
      <button
        type="button"
        className={styles.control}
        {...triggerProps}
        onClick={() => {
          setTouch(typeof window.matchMedia === 'function' && window.matchMedia(TOUCH_QUERY).matches);
          toggle();
        }}
      >
        <TextSizeIcon size={18} />
        <span className={styles.controlLabel}>{t('textSize')}</span>
      </button>
      <div {...panelProps} className={styles.panel} hidden={!open} role="note" aria-label={t('textSize')}>
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
