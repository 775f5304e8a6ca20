import type { ReactNode } from 'react';
import { StructuredTextContent, type StructuredTextData } from '@/components/structured-text/StructuredTextContent';
import styles from './ContentBody.module.css';

interface ContentBodyProps {
  body: StructuredTextData | null | undefined;
  /** a column beside the text on wide screens (contacts, facts); below it on phones */
  aside?: ReactNode;
  children?: ReactNode;
}

/**
 * The body of a content page at a readable measure, with an optional aside.
 * The structured text renders strictly: a broken body fails the page
 * (error page) rather than showing half an article.
 */
export function ContentBody({ body, aside, children }: ContentBodyProps) {
  return (
    <div className={[styles.layout, aside ? styles.withAside : ''].join(' ')}>
      <div className={styles.main}>
        <StructuredTextContent data={body} />
        {children}
      </div>
      {aside ? <aside className={styles.aside}>{aside}</aside> : null}
    </div>
  );
}
