import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { AppHref } from './types';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href: AppHref;
}

interface BreadcrumbsProps {
  /** the trail between the home page and the current page */
  trail?: readonly Crumb[];
  /** the current page, shown last and marked aria-current */
  current: string;
}

/** The trail Home › … › current page, as a labelled navigation landmark. */
export function Breadcrumbs({ trail = [], current }: BreadcrumbsProps) {
  const t = useTranslations('content');
  return (
    <nav aria-label={t('breadcrumbLabel')} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link href="/" className={styles.link}>
            {t('home')}
          </Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.label} className={styles.item}>
            <Link href={crumb.href} className={styles.link}>
              {crumb.label}
            </Link>
          </li>
        ))}
        <li className={styles.item}>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
