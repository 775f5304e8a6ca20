import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { CoverImage } from './CoverImage';
import type { ContentImage } from './types';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  title: string;
  /** id of the <h1>, for a landmark labelled by it */
  titleId?: string;
  lead?: string | null;
  /** a small line above the title (section name, category) */
  eyebrow?: ReactNode;
  /** the trail between Home and this page; the title closes it */
  breadcrumbs?: readonly Crumb[];
  /** breadcrumbs are left out on pages one click from Home if false */
  showBreadcrumbs?: boolean;
  cover?: ContentImage | null;
  /** `band`: a low strip, for screens whose content must show above the fold (the cinema's listings) */
  coverStyle?: 'hero' | 'band';
  /** extra content under the lead (meta, actions) */
  children?: ReactNode;
}

/**
 * The head of every content screen: breadcrumbs, the page's only <h1>, its
 * lead and an optional cover. The cover is the page's LCP image, so it is
 * loaded with priority.
 */
export function PageHeader({
  title,
  titleId,
  lead,
  eyebrow,
  breadcrumbs = [],
  showBreadcrumbs = true,
  cover,
  coverStyle = 'hero',
  children,
}: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        {showBreadcrumbs ? <Breadcrumbs trail={breadcrumbs} current={title} /> : null}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
      {cover ? (
        <CoverImage
          image={cover}
          sizes="(min-width: 78rem) 75rem, 100vw"
          priority
          className={coverStyle === 'band' ? `${styles.cover} ${styles.band}` : styles.cover}
        />
      ) : null}
    </header>
  );
}
