'use client';

import { useLocale, useTranslations } from 'next-intl';
import { getPathname, Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
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
 * What a 404 offers besides the way home: the site's search (a plain GET form,
 * so it works in the server HTML, without JavaScript) and the main sections.
 */
export function NotFoundHelp() {
  const t = useTranslations('errorPage');
  const tNav = useTranslations('layout.nav');
  const tSearch = useTranslations('layout.search');
  const locale = useLocale() as AppLocale;
  return (
    <div className={styles.help}>
      <form action={getPathname({ locale, href: '/busca' })} method="get" role="search" className={styles.search}>
        <label htmlFor="erro-busca" className={styles.label}>
          {t('searchLabel')}
        </label>
        <div className={styles.row}>
          <input
            id="erro-busca"
            name="q"
            type="search"
            placeholder={tSearch('placeholder')}
            enterKeyHint="search"
            className={styles.input}
          />
          <button type="submit" className={styles.submit}>
            {tSearch('submit')}
          </button>
        </div>
      </form>
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
