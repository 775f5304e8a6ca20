import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { QueryCheck, SearchGroup } from '@/lib/search/rank';
import styles from './SearchResults.module.css';

const SUGGESTIONS = ['cinema', 'cafe', 'shoes', 'parking', 'kids'] as const;

interface SearchResultsProps {
  check: QueryCheck;
  groups: readonly SearchGroup[];
}

/**
 * Results grouped by kind (stores, restaurants, movies, articles, services,
 * pages) with counts. The summary line is a live region, so the count is
 * announced when a new search replaces the results in place.
 */
export function SearchResults({ check, groups }: SearchResultsProps) {
  const t = useTranslations('search');
  const total = groups.reduce((n, g) => n + g.hits.length, 0);
  const summary =
    check.kind === 'empty' ? t('empty') : check.kind === 'tooLong' ? t('tooLong', { max: check.max }) : t('resultsCount', { count: total, query: check.query });

  return (
    <div className={styles.results}>
      <p role="status" className={[styles.summary, check.kind === 'tooLong' ? styles.warning : ''].join(' ')}>
        {summary}
      </p>
      {check.kind === 'ok' && total === 0 ? <p className={styles.hint}>{t('noResultsHint')}</p> : null}
      {check.kind !== 'ok' || total === 0 ? (
        <nav aria-label={t('suggestionsTitle')} className={styles.suggestions}>
          <ul className={styles.suggestionList}>
            {SUGGESTIONS.map((key) => (
              <li key={key}>
                <Link href={{ pathname: '/busca', query: { q: t(`suggestions.${key}`) } }} className={styles.suggestion}>
                  {t(`suggestions.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`resultados-${group.kind}`} className={styles.group}>
          <h2 id={`resultados-${group.kind}`} className={styles.groupTitle}>
            {t(`groups.${group.kind}`)} <span className={styles.count}>({t('groupCount', { count: group.hits.length })})</span>
          </h2>
          <ul className={styles.hits}>
            {group.hits.map((hit) => (
              <li key={hit.id} className={styles.hit}>
                <a href={hit.href} className={styles.hitLink}>
                  {hit.title}
                </a>
                {hit.detail ? <p className={styles.detail}>{hit.detail}</p> : null}
                {hit.text ? <p className={styles.text}>{hit.text}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
