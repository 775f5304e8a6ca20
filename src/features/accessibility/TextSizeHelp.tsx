'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useState } from 'react';
import { useDisclosure } from '@/components/disclosure/use-disclosure';
import { TextSizeIcon } from '@/components/icons/icons';
import { laterPart, usePreloadOn } from '@/i18n/later/later-part';
import styles from './AccessibilityControls.module.css';

/** A touch screen: it zooms with two fingers (either test alone: some phones report a fine pointer, or hover). */
const TOUCH_QUERY = '(pointer: coarse), (hover: none)';

/** The help itself, code and texts, loads when the box first opens (ADR 0095): most visitors never open it. */
const help = laterPart(() => import('./TextSizeHelpText'));

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
  const preloadOn = usePreloadOn(help);

  return (
    <div className={styles.disclosure} ref={rootRef}>
      <button
        type="button"
        className={styles.control}
        {...triggerProps}
        {...preloadOn}
        onClick={() => {
          setTouch(typeof window.matchMedia === 'function' && window.matchMedia(TOUCH_QUERY).matches);
          toggle();
        }}
      >
        <TextSizeIcon size={18} />
        <span className={styles.controlLabel}>{t('textSize')}</span>
      </button>
      <div {...panelProps} className={styles.panel} hidden={!open} role="note" aria-label={t('textSize')}>
        {open ? (
          <Suspense fallback={null}>
            <help.Part touch={touch} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
