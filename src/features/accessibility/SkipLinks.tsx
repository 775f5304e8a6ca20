import { useTranslations } from 'next-intl';
import { LAYOUT_TARGETS } from './layout-targets';
import styles from './SkipLinks.module.css';

/**
 * First focusable elements of every page. The access keys follow eMAG
 * (the Brazilian government's accessibility model): 1 content, 2 menu,
 * 3 search, 4 footer; `AccessKeys` makes Alt+digit work in every browser.
 */
export function SkipLinks() {
  const t = useTranslations('layout.skipLinks');
  const links = [
    { href: `#${LAYOUT_TARGETS.content}`, key: '1', label: t('content') },
    { href: `#${LAYOUT_TARGETS.navigation}`, key: '2', label: t('navigation') },
    { href: `#${LAYOUT_TARGETS.search}`, key: '3', label: t('search') },
    { href: `#${LAYOUT_TARGETS.footer}`, key: '4', label: t('footer') },
  ];
  return (
    <nav aria-label={t('label')} className={styles.skipLinks}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} accessKey={link.key} className={styles.link}>
              {link.label} <span className={styles.key}>[{link.key}]</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
