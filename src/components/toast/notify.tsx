'use client';

import { TOAST_DURATION_MS } from './toast-settings';
import styles from './AppToaster.module.css';
import { requestToaster } from './toaster-request';

export type NotifyKind = 'info' | 'success' | 'error';

/**
 * Shows a toast (spec §9: 3000 ms, bottom, pause on hover, dismiss on click).
 * The whole toast is a button, so a click, Enter or Space dismisses it; errors
 * are announced assertively by the Toaster's live region. sonner and the
 * toaster load with the first toast (ADR 0029).
 */
export async function notify(
  message: string,
  kind: NotifyKind = 'info',
  options: { description?: string; dismissLabel?: string } = {},
) {
  const [{ toast }] = await Promise.all([import('sonner'), requestToaster()]);
  return toast.custom(
    (id) => (
      <button
        type="button"
        className={styles.toast}
        data-kind={kind}
        aria-label={options.dismissLabel ? `${message}. ${options.dismissLabel}` : undefined}
        onClick={() => toast.dismiss(id)}
      >
        <span className={styles.message}>{message}</span>
        {options.description ? <span className={styles.description}>{options.description}</span> : null}
      </button>
    ),
    { duration: TOAST_DURATION_MS, ...(kind === 'error' ? { important: true } : {}) },
  );
}
