import type { ReactNode } from 'react';
import styles from './Directions.module.css';

/** One block of the getting-here page: a small heading and what the CMS says under it. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
      {typeof children === 'string' ? <p>{children}</p> : children}
    </div>
  );
}
