import type { ReactNode } from 'react';
import styles from './HomeSection.module.css';

interface HomeSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  /** the "see all" link on the heading's line */
  action?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'soft';
}

/** A band of the home page: eyebrow, heading (the section's label) and an optional "see all". */
export function HomeSection({ id, eyebrow, title, action, children, tone = 'plain' }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section} data-tone={tone}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <div>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
          </div>
          {action ? <div className={styles.action}>{action}</div> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
