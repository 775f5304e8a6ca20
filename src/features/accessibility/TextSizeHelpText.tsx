'use client';

import { useTranslations } from 'next-intl';
import { LaterMessages } from '@/i18n/later/LaterMessages';
import styles from './AccessibilityControls.module.css';

/** The help's texts load when it first opens (ADR 0095): most visitors never open it. */
const HELP_TEXTS = ['textSizeHelp', 'textSizeHelpTouch', 'accessKeys', 'textSizeSite'].map(
  (key) => `layout.accessibility.${key}`,
);

/** What the text-size box says, the device's own answer first (`touch`); loaded when the box first opens. */
export default function TextSizeHelpText({ touch }: { touch: boolean }) {
  return (
    <LaterMessages namespaces={HELP_TEXTS}>
      <HelpText touch={touch} />
    </LaterMessages>
  );
}

function HelpText({ touch }: { touch: boolean }) {
  const t = useTranslations('layout.accessibility');
  return (
    <>
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
    </>
  );
}
