import type { ReactNode } from 'react';
import styles from './FormSlot.module.css';

interface FormSlotProps {
  id: string;
  title: string;
  children: ReactNode;
}

/**
 * The place a form will take (contact, job application): the forms issue
 * fills it. Until then it tells visitors what to do instead, so the page
 * never shows a dead form.
 */
export function FormSlot({ id, title, children }: FormSlotProps) {
  return (
    <section aria-labelledby={id} className={styles.slot} data-form-slot={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <div className={styles.text}>{children}</div>
    </section>
  );
}
