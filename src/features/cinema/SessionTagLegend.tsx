import { useTranslations } from 'next-intl';
import { SESSION_TAGS, tagKind, type SessionTag } from './model/session-tags';
import styles from './SessionTagLegend.module.css';

/**
 * What each chip's code means, in words, shown with the programme (a phone
 * cannot hover for a tooltip). `tags` narrows it to the codes a page uses.
 */
export function SessionTagLegend({ tags = SESSION_TAGS }: { tags?: readonly SessionTag[] }) {
  const t = useTranslations('cinema.tags');
  const shown = SESSION_TAGS.filter((tag) => tag !== '2D' && tags.includes(tag));
  if (shown.length === 0) return null;
  return (
    <details className={styles.legend} open>
      <summary className={styles.summary}>{t('legendTitle')}</summary>
      <dl className={styles.list}>
        {shown.map((tag) => (
          <div key={tag} className={styles.entry}>
            <dt className={styles.code} data-kind={tagKind(tag)}>
              {t(`code.${tag}`)}
            </dt>
            <dd className={styles.meaning}>{t(`meaning.${tag}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
