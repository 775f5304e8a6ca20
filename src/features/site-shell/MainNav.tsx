'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDisclosure } from '@/components/disclosure/use-disclosure';
import { Link, usePathname } from '@/i18n/navigation';
import { CloseIcon, MenuIcon } from '@/components/icons/icons';
import { LAYOUT_TARGETS } from '@/features/accessibility';
import { navGroups, type NavItem } from './nav-items';
import styles from './MainNav.module.css';

/**
 * Navigation to every screen. Wide screens show the links in a row; narrow
 * ones a "Menu" disclosure button (aria-expanded) that opens them as a sheet,
 * moves focus to the first link, and closes on Escape (focus back on the
 * button), on a link click and on navigation. `children` close the sheet
 * (the compact header's hours, accessibility, language and quick links) and
 * never show on wide screens, where the header has them in place.
 */
export function MainNav({ instituteProduct, children }: { instituteProduct: string | null; children?: ReactNode }) {
  const t = useTranslations('layout.nav');
  const pathname = usePathname();
  // The sheet holds popovers of its own and is left by following a link, so a
  // click or focus outside does not close it.
  const { open, close, triggerProps, panelProps } = useDisclosure({ dismissOnOutside: false });
  const listRef = useRef<HTMLDivElement>(null);
  const groups = navGroups(instituteProduct);

  // A navigation closes the menu (state adjusted during render, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    close();
  }

  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, [open]);

  const isCurrent = (item: NavItem) => pathname === item.href.pathname || pathname.startsWith(`${item.href.pathname}/`);

  return (
    <nav id={LAYOUT_TARGETS.navigation} tabIndex={-1} aria-label={t('label')} className={styles.nav} data-open={open}>
      <button type="button" className={styles.toggle} {...triggerProps}>
        {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        <span>{t('menu')}</span>
        <span className="visually-hidden">{open ? ` (${t('close')})` : ''}</span>
      </button>
      <div {...panelProps} ref={listRef} className={styles.sheet}>
        <ul className={styles.list}>
          <li className={styles.homeItem}>
            <Link href="/" className={styles.link} aria-current={pathname === '/' ? 'page' : undefined} onClick={close}>
              {t('home')}
            </Link>
          </li>
          {groups.map((group) => (
            <li key={group.label} className={styles.group}>
              <span className={styles.groupLabel} aria-hidden="true">
                {t(`groups.${group.label}`)}
              </span>
              <ul className={styles.groupList} aria-label={t(`groups.${group.label}`)}>
                {group.items.map((item) => (
                  <li key={item.label} className={item.phoneOnly ? styles.phoneOnly : undefined}>
                    <Link
                      href={item.href as never}
                      className={styles.link}
                      aria-current={isCurrent(item) ? 'page' : undefined}
                      onClick={close}
                    >
                      {t(item.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {children ? <div className={styles.sheetExtras}>{children}</div> : null}
      </div>
    </nav>
  );
}
