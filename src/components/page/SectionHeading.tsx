import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

interface SectionHeadingProps {
  id: string;
  children: ReactNode;
  /** a count or a link on the heading's line */
  aside?: ReactNode;
  level?: 2 | 3;
}

/** The heading of a section of a content page; the section is labelled by its id. */
export function SectionHeading({ id, children, aside, level = 2 }: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.row}>
      <Heading id={id} className={styles.heading}>
        {children}
      </Heading>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </div>
  );
}
