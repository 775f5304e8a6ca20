import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ContrastToggle, TextSizeHelp } from '@/features/accessibility';
import { Link } from '@/i18n/navigation';
import { BrandMark } from './BrandMark';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNav } from './MainNav';
import { OpeningHoursPopover } from './OpeningHoursPopover';
import { QuickLinks } from './QuickLinks';
import { ScrollAwareHeader } from './ScrollAwareHeader';
import { SearchBox } from './SearchBox';
import { holidaysForHeader } from '@/features/opening-hours';
import type { SiteSettings } from '@/features/site-settings';
import styles from './SiteHeader.module.css';

export interface SiteHeaderProps {
  settings: SiteSettings;
  /** the layout's `@languageSwitch` slot: the switch with the page's own URL in the other locale */
  languageSwitch?: ReactNode;
}

/**
 * Wide screens: a utility band (hours, accessibility, language) over the
 * brand, the search box, the quick links and the navigation. Below 64rem the
 * header is one compact sticky row (brand, search button, menu) and the band
 * and the quick links move into the menu's sheet: they are rendered in both
 * places and CSS shows one, which keeps the page free of layout scripts.
 */
export function SiteHeader({ settings, languageSwitch = <LanguageSwitcher /> }: SiteHeaderProps) {
  const t = useTranslations('layout');
  const locale = useLocale() as 'pt' | 'en';
  const hours = (
    <OpeningHoursPopover mallHours={settings.mallHours} holidays={holidaysForHeader(settings.holidays, locale)} />
  );
  const accessibility = (
    <div className={styles.utilityEnd} role="group" aria-label={t('accessibility.label')}>
      <ContrastToggle />
      <TextSizeHelp />
      {languageSwitch}
    </div>
  );
  return (
    <ScrollAwareHeader className={styles.header}>
      <div className={styles.utility}>
        <div className={`page-container ${styles.utilityInner}`}>
          {hours}
          {accessibility}
        </div>
      </div>
      <div className={`page-container ${styles.main}`}>
        <Link href="/" className={styles.brand}>
          <BrandMark size={44} className={styles.mark} />
          <span className={styles.wordmark}>
            {splitMallName(settings.mallName).map((part, i) => (
              <span key={i} className={i === 0 ? styles.wordmarkSmall : styles.wordmarkLarge}>
                {part}
                {/* A space for screen readers between the stacked words. */}
                <span className="visually-hidden"> </span>
              </span>
            ))}
            <span className="visually-hidden">({t('home')})</span>
          </span>
        </Link>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.quick}>
          <QuickLinks links={settings.quickLinks} />
        </div>
        <MainNav instituteProduct={settings.instituteProduct}>
          <div className={styles.menuUtility}>
            {hours}
            {accessibility}
          </div>
          <QuickLinks links={settings.quickLinks} wrap />
        </MainNav>
      </div>
    </ScrollAwareHeader>
  );
}

/** "Shopping Jacarandá" → ["Shopping", "Jacarandá"]: the first word set small above the name. */
function splitMallName(name: string): string[] {
  const [first, ...rest] = name.split(' ');
  return rest.length > 0 && first ? [first, rest.join(' ')] : [name];
}
