import { useLocale, useTranslations } from 'next-intl';
import { getPathname, Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { getPublicConfig } from '@/lib/config/public';
import { breadcrumbList } from '@/lib/structured-data/breadcrumb-list';
import { JsonLd } from './JsonLd';
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

/** The trail Home › … › current page, as a labelled navigation landmark and as a `BreadcrumbList`. */
export function Breadcrumbs({ trail = [], current }: BreadcrumbsProps) {
  const t = useTranslations('content');
  const locale = useLocale() as AppLocale;
  const base = getPublicConfig().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const urlOf = (href: AppHref) =>
    `${base}${getPathname({ href: href as Parameters<typeof getPathname>[0]['href'], locale })}`;
  const structured = breadcrumbList([
    { name: t('home'), url: urlOf('/') },
    ...trail.map((crumb) => ({ name: crumb.label, url: urlOf(crumb.href) })),
    { name: current },
  ]);
  return (
    <>
      <JsonLd data={structured} />
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
    </>
  );
}
