import { useLocale, useTranslations } from 'next-intl';
import type { QuickLink } from '@/lib/content';
import { localizeSitePath } from '@/i18n/localized-paths';
import { QUICK_LINK_ICONS } from '@/components/icons/icons';
import styles from './QuickLinks.module.css';

/**
 * The header's shortcuts from `site_settings.quick_links`, each an icon with
 * its name: one row that scrolls sideways, or rows that wrap (`wrap`, in the
 * compact header's menu, where every shortcut should be seen at once).
 */
export function QuickLinks({ links, wrap = false }: { links: QuickLink[]; wrap?: boolean }) {
  const t = useTranslations('layout.quickLinks');
  const locale = useLocale();
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('label')} className={styles.quickLinks}>
      <ul className={wrap ? `${styles.list} ${styles.wrap}` : styles.list}>
        {links.map((link) => {
          const Icon = QUICK_LINK_ICONS[link.key];
          const external = !link.href.startsWith('/');
          return (
            <li key={link.key}>
              <a
                href={external ? link.href : localizeSitePath(link.href, locale)}
                className={styles.link}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <span className={styles.icon}>
                  <Icon size={22} />
                </span>
                <span className={styles.label}>{t(link.key)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
