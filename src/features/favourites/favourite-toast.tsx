'use client';

import { requestToaster } from '@/components/toast/toaster-request';
import { TOAST_DURATION_MS } from '@/components/toast/toast-settings';
import styles from './FavouriteToast.module.css';

/**
 * The confirmation of a change to the favourites, with an undo. Not `notify()`: its whole toast is one
 * dismiss button, and an undo needs a button of its own. Given a little longer than other toasts, so the
 * undo can be reached by keyboard; sonner loads with the first one (ADR 0029).
 */
export async function notifyFavourite(message: string, undoLabel: string, onUndo: () => void): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), requestToaster()]);
  toast.custom(
    (id) => (
      <div className={styles.toast} data-favourite-toast="">
        <span className={styles.message}>{message}</span>
        <button
          type="button"
          className={styles.undo}
          onClick={() => {
            onUndo();
            toast.dismiss(id);
          }}
        >
          {undoLabel}
        </button>
      </div>
    ),
    { duration: TOAST_DURATION_MS * 2 },
  );
}
