'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDisclosure } from '@/components/disclosure/use-disclosure';
import { TextSizeIcon } from '@/components/icons/icons';
import styles from './AccessibilityControls.module.css';

/** A touch screen: it zooms with two fingers (either test alone: some phones report a fine pointer, or hover). */
const TOUCH_QUERY = '(pointer: coarse), (hover: none)';

/**
 * The text-size box: browsers' own zoom reflows the whole page better than
 * any site widget, so the box teaches the shortcuts instead of scaling text:
 * on a touch screen, pinch-zoom and the phone's own text size first, and it
 * says the site has no control of its own. (Decided when the box opens: the
 * server cannot know the device.)
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
        {/* both answers, the device's own first: a guess can be wrong, and a phone may have a keyboard */}
        {touch ? (
          <>
            <p>{t('textSizeHelpTouch')}</p>
            <p className={styles.small}>{t.rich('textSizeHelp', { kbd: (chunks) => <kbd>{chunks}</kbd> })}</p>
          </>
        ) : (
          <>
            <p>{t.rich('textSizeHelp', { kbd: (chunks) => <kbd>{chunks}</kbd> })}</p>
            <p className={styles.small}>{t('textSizeHelpTouch')}</p>
            <p className={styles.small}>{t('accessKeys')}</p>
          </>
        )}
        <p className={styles.small}>{t('textSizeSite')}</p>
      </div>
    </div>
  );
}
