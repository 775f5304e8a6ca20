import { useTranslations } from 'next-intl';
import { OpenStatusBadge } from '@/features/places';
import { Link } from '@/i18n/navigation';
import { highlightParts } from './model/highlight';
import type { QueryCheck } from './model/query-check';
import type { SearchGroup, SearchHit } from './model/search-hits';
import styles from './SearchResults.module.css';

const SUGGESTIONS = ['cinema', 'cafe', 'shoes', 'parking', 'kids'] as const;

export interface PopularCategory {
  id: string;
  name: string;
  href: { pathname: '/lojas'; query: { categoria: string } } | { pathname: '/gastronomia'; query: { cozinha: string } };
}

interface SearchResultsProps {
  check: QueryCheck;
  groups: readonly SearchGroup[];
  /** for a query that found nothing: the closest query that finds something */
  didYouMean: string | null;
  popularCategories: readonly PopularCategory[];
}

/** The words of a hit the query matched, marked. */
function Highlighted({ text, hit }: { text: string; hit: SearchHit }) {
  return (
    <>
      {highlightParts(text, hit.terms).map((part, i) =>
        part.match ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * Results grouped by kind with counts, the matched words marked, each store
 * and restaurant with its open-now badge. The summary line is a live region,
 * so the count is announced when a new search replaces the results in place.
 * An empty query or no results gets 'did you mean', suggestions and popular
 * categories instead of a dead end.
 */
export function SearchResults({ check, groups, didYouMean, popularCategories }: SearchResultsProps) {
  const t = useTranslations('search');
  const total = groups.reduce((n, g) => n + g.hits.length, 0);
  const summary =
    check.kind === 'empty'
      ? t('empty')
      : check.kind === 'tooLong'
        ? t('tooLong', { max: check.max })
        : check.kind === 'invalid'
          ? t('invalid')
          : t('resultsCount', { count: total, query: check.query });
  const deadEnd = check.kind !== 'ok' || total === 0;

  return (
    <div className={styles.results}>
      <p
        role="status"
        className={[styles.summary, check.kind === 'tooLong' || check.kind === 'invalid' ? styles.warning : ''].join(
          ' ',
        )}
      >
        {summary}
      </p>
      {didYouMean ? (
        <p className={styles.didYouMean}>
          {t.rich('didYouMean', {
            suggestion: didYouMean,
            link: (chunks) => (
              <Link href={{ pathname: '/busca', query: { q: didYouMean } }} className={styles.didYouMeanLink}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
      {check.kind === 'ok' && total === 0 ? <p className={styles.hint}>{t('noResultsHint')}</p> : null}
      {deadEnd ? (
        <div className={styles.deadEnd}>
          <nav aria-labelledby="busca-sugestoes-titulo" className={styles.suggestions}>
            <h2 id="busca-sugestoes-titulo" className={styles.deadEndTitle}>
              {t('suggestionsTitle')}
            </h2>
            <ul className={styles.suggestionList}>
              {SUGGESTIONS.map((key) => (
                <li key={key}>
                  <Link
                    href={{ pathname: '/busca', query: { q: t(`suggestions.${key}`) } }}
                    className={styles.suggestion}
                  >
                    {t(`suggestions.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {popularCategories.length > 0 ? (
            <nav aria-labelledby="busca-categorias-titulo" className={styles.suggestions}>
              <h2 id="busca-categorias-titulo" className={styles.deadEndTitle}>
                {t('popularCategoriesTitle')}
              </h2>
              <ul className={styles.suggestionList}>
                {popularCategories.map((category) => (
                  <li key={category.id}>
                    <Link href={category.href} className={styles.suggestion}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
      {groups.map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`resultados-${group.kind}`}
          className={styles.group}
          data-kind={group.kind}
        >
          <h2 id={`resultados-${group.kind}`} className={styles.groupTitle}>
            {t(`groups.${group.kind}`)}{' '}
            <span className={styles.count}>({t('groupCount', { count: group.hits.length })})</span>
          </h2>
          <ul className={styles.hits}>
            {group.hits.map((hit) => (
              <li key={hit.id} className={styles.hit}>
                <div className={styles.hitHead}>
                  <a href={hit.href} className={styles.hitLink}>
                    <Highlighted text={hit.title} hit={hit} />
                  </a>
                  {hit.hours ? <OpenStatusBadge place={hit.hours} /> : null}
                </div>
                {hit.detail ? <p className={styles.detail}>{hit.detail}</p> : null}
                {hit.text ? (
                  <p className={styles.text}>
                    <Highlighted text={hit.text} hit={hit} />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
