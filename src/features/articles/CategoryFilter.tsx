import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './CategoryFilter.module.css';

interface CategoryFilterProps {
  categories: readonly { slug: string; name: string }[];
  /** the slug in `?categoria=`, or null for every category */
  current: string | null;
}

/**
 * Category filter as plain links (`?categoria=`): it works without
 * JavaScript, can be bookmarked and shared, and the back button undoes it.
 */
export function CategoryFilter({ categories, current }: CategoryFilterProps) {
  const t = useTranslations('articles');
  const options = [{ slug: null, name: t('allCategories') }, ...categories];
  return (
    <nav aria-label={t('filterLabel')} className={styles.filter}>
      <ul className={styles.list}>
        {options.map((option) => {
          const active = option.slug === current;
          return (
            <li key={option.slug ?? 'all'}>
              <Link
                href={option.slug ? { pathname: '/artigos', query: { categoria: option.slug } } : '/artigos'}
                aria-current={active ? 'page' : undefined}
                className={styles.chip}
                scroll={false}
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
