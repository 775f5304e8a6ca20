import { useLocale, useTranslations } from 'next-intl';
import { pathFor } from '@/i18n/localized-paths';
import type { AppLocale } from '@/i18n/routing';
import { SearchCombobox } from './SearchCombobox';
import styles from './SearchBox.module.css';

/**
 * Popular searches under the field. The two that name a section lead to it
 * (a list of restaurants is what "Restaurantes" means); the others are
 * searches, whose first result is what they name.
 */
const POPULAR = [
  { key: 'cinema', section: '/cinema' },
  { key: 'restaurants', section: '/gastronomia' },
  { key: 'parking' },
  { key: 'pharmacy' },
  { key: 'petArea' },
] as const;

/** The header's search: the combobox (SearchCombobox) and the popular searches. */
export function SearchBox({ showSuggestions = true }: { showSuggestions?: boolean }) {
  const t = useTranslations('layout.search');
  const locale = useLocale() as AppLocale;
  const action = pathFor('/busca', locale);
  return (
    <search className={styles.search}>
      <SearchCombobox action={action}>
        {showSuggestions ? (
          <div className={styles.suggestions}>
            <span id="busca-sugestoes" className={styles.suggestionsTitle}>
              {t('suggestionsTitle')}
            </span>
            <ul aria-labelledby="busca-sugestoes" className={styles.chips}>
              {POPULAR.map((item) => {
                const term = t(`suggestions.${item.key}`);
                const href =
                  'section' in item ? pathFor(item.section, locale) : `${action}?${new URLSearchParams({ q: term })}`;
                return (
                  <li key={item.key}>
                    <a href={href} className={styles.chip}>
                      {term}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </SearchCombobox>
    </search>
  );
}
