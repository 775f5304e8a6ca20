import { useLocale, useTranslations } from 'next-intl';
import { pathFor } from '@/i18n/localized-paths';
import { SearchIcon } from './icons';
import { LAYOUT_TARGETS } from './layout-targets';
import styles from './SearchBox.module.css';

const SUGGESTION_KEYS = ['cinema', 'restaurants', 'parking', 'pharmacy', 'petArea'] as const;

/**
 * A plain GET form to the search route (`/busca?q=…`), so it works before
 * the page's JavaScript and is shareable. Popular searches are links to the
 * same route, listed under the field.
 */
export function SearchBox({ showSuggestions = true }: { showSuggestions?: boolean }) {
  const t = useTranslations('layout.search');
  const locale = useLocale();
  const action = pathFor('/busca', locale);
  return (
    <search className={styles.search}>
      <form action={action} method="get" role="search" aria-label={t('label')} className={styles.form}>
        <label htmlFor={LAYOUT_TARGETS.search} className={styles.label}>
          {t('label')}
        </label>
        <div className={styles.field}>
          <input
            id={LAYOUT_TARGETS.search}
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('placeholder')}
            className={styles.input}
          />
          <button type="submit" className={styles.submit}>
            <SearchIcon size={20} />
            <span className="visually-hidden">{t('submit')}</span>
          </button>
        </div>
      </form>
      {showSuggestions ? (
        <div className={styles.suggestions}>
          <span id="busca-sugestoes" className={styles.suggestionsTitle}>
            {t('suggestionsTitle')}
          </span>
          <ul aria-labelledby="busca-sugestoes" className={styles.chips}>
            {SUGGESTION_KEYS.map((key) => {
              const term = t(`suggestions.${key}`);
              return (
                <li key={key}>
                  <a href={`${action}?q=${encodeURIComponent(term)}`} className={styles.chip}>
                    {term}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </search>
  );
}
