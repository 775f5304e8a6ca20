'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type AppLocale } from '@/i18n/routing';
import { MALL_PAGES } from './model/warm-list';
import styles from './OfflineScreen.module.css';

const PAGE_KEYS = ['map', 'stores', 'restaurants', 'services', 'cinema'] as const;

/**
 * What a visitor gets offline for a page this browser never stored (the service worker serves it at the
 * requested URL, ADR 0075): the way back to the pages it keeps. Plain links, full page loads: offline the
 * client router has nothing to fetch, the worker answers documents.
 */
export function OfflineScreen() {
  const t = useTranslations('offline');
  const locale = useLocale() as AppLocale;
  return (
    <section className={styles.screen} aria-labelledby="sem-conexao-titulo">
      <h1 id="sem-conexao-titulo" className={styles.title}>
        {t('page.title')}
      </h1>
      <p className={styles.message}>{t('page.message')}</p>
      <h2 className={styles.subtitle}>{t('page.kept')}</h2>
      <ul className={styles.links}>
        {PAGE_KEYS.map((key, index) => (
          <li key={key}>
            <a className={styles.link} href={MALL_PAGES[locale][index]}>
              {t(`page.links.${key}`)}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        {t('page.retry')}
      </button>
    </section>
  );
}
