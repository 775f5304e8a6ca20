import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/time/format-date';
import styles from './ArticleMeta.module.css';

interface ArticleMetaProps {
  date: string;
  category?: { name: string } | null;
  /** 'long' in an article's header, 'medium' on cards */
  dateStyle?: 'long' | 'medium';
}

/** Category and publication date, the date machine-readable in <time>. */
export function ArticleMeta({ date, category, dateStyle = 'medium' }: ArticleMetaProps) {
  const locale = useLocale();
  const t = useTranslations('articles');
  return (
    <p className={styles.meta}>
      {category ? (
        <span className={styles.category}>
          <span className="visually-hidden">{t('category')}: </span>
          {category.name}
        </span>
      ) : null}
      <span className={styles.date}>
        <span className="visually-hidden">{t('publishedOn')} </span>
        <time dateTime={date}>{formatDate(date, locale, dateStyle)}</time>
      </span>
    </p>
  );
}
