'use client';

import { useLocale, useTranslations } from 'next-intl';
import { getPathname, Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { PlainSearchForm } from '@/features/search';
import styles from './NotFoundHelp.module.css';

/** The sections a lost visitor most likely wanted, as the main menu names them. */
const SECTIONS = [
  ['/lojas', 'stores'],
  ['/gastronomia', 'gastronomy'],
  ['/cinema', 'cinema'],
  ['/artigos', 'articles'],
  ['/servicos', 'services'],
  ['/mapa', 'map'],
  ['/contato', 'contact'],
] as const;

/**
 * What a 404 offers besides the way home: the site's search (a GET form, so it
 * works in the server HTML, without JavaScript) and the main sections.
 */
export function NotFoundHelp() {
  const t = useTranslations('errorPage');
  const tNav = useTranslations('layout.nav');
  const locale = useLocale() as AppLocale;
  return (
    <div className={styles.help}>
      <PlainSearchForm action={getPathname({ locale, href: '/busca' })} id="erro-busca" label={t('searchLabel')} />
      <nav aria-labelledby="erro-secoes" className={styles.sections}>
        <h2 id="erro-secoes" className={styles.sectionsTitle}>
          {t('sectionsTitle')}
        </h2>
        <ul className={styles.list}>
          {SECTIONS.map(([href, key]) => (
            <li key={href}>
              <Link href={href} className={styles.link}>
                {tNav(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
