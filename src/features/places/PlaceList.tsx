import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icons';
import { LoadMoreLink } from '@/components/page/LoadMoreLink';
import { Link } from '@/i18n/navigation';
import { listSearchParams, type CategoryParam, type PlaceListCriteria } from './model/place-list';
import type { PlaceSummary } from './model/place-summary';
import { PlaceCard } from './PlaceCard';
import styles from './PlaceList.module.css';

export interface PlaceListProps {
  pathname: '/lojas' | '/gastronomia';
  categoryParam: CategoryParam;
  criteria: PlaceListCriteria;
  /** the places to show (already paginated) */
  visible: readonly PlaceSummary[];
  /** how many places match the filters */
  total: number;
  nextPage: number | null;
  /** with JavaScript, shows the next page in place (the list filters itself in the browser) */
  onLoadMore?: () => void;
}

/** The result count (announced politely), the cards, "load more" and the empty state. */
export function PlaceList({ pathname, categoryParam, criteria, visible, total, nextPage, onLoadMore }: PlaceListProps) {
  const t = useTranslations('places');
  const tSection = useTranslations(categoryParam === 'cozinha' ? 'gastronomy' : 'stores');
  const query = (page: number) => Object.fromEntries(listSearchParams({ ...criteria, page }, categoryParam));

  return (
    <section className={styles.results} aria-labelledby="place-list-count">
      <p id="place-list-count" className={styles.count} aria-live="polite" aria-atomic="true">
        {tSection('count', { count: total })}
      </p>

      {visible.length > 0 ? (
        <ul className={styles.grid}>
          {visible.map((place, index) => (
            <li key={place.id} id={`resultado-${index + 1}`}>
              <PlaceCard place={place} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <Icon name="search-empty" size={64} className={styles.emptyIcon} />
          <h2 className={styles.emptyTitle}>{t('emptyTitle')}</h2>
          <p className={styles.emptyBody}>{t('emptyBody')}</p>
          <Link href={{ pathname }} className={styles.emptyAction}>
            {t('filters.clear')}
          </Link>
        </div>
      )}

      {visible.length > 0 ? (
        <LoadMoreLink
          href={nextPage ? { pathname, query: query(nextPage), hash: `resultado-${visible.length + 1}` } : null}
          shown={visible.length}
          total={total}
          progress={t('showing', { shown: String(visible.length), total: String(total) })}
          meter
          focusNewItem="[data-place-card-link]"
          {...(onLoadMore ? { onLoadMore } : {})}
        />
      ) : null}
    </section>
  );
}
