import { useTranslations } from 'next-intl';
import { tagKind, type SessionTag } from './model/session-tags';
import styles from './SessionTags.module.css';

/**
 * A session's format, audio and accessibility as text chips ("LIBRAS", "AD",
 * "DUB", "3D"), readable on a phone without hovering; the legend beside the
 * programme spells each code out (`SessionTagLegend`), and screen readers hear
 * the full name in place of the code.
 */
export function SessionTags({ tags, className }: { tags: readonly SessionTag[]; className?: string }) {
  const t = useTranslations('cinema.tags');
  if (tags.length === 0) return null;
  return (
    <ul className={[styles.tags, className].filter(Boolean).join(' ')} aria-label={t('label')}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag} data-kind={tagKind(tag)}>
          <span aria-hidden="true">{t(`code.${tag}`)}</span>
          <span className="visually-hidden">{t(`meaning.${tag}`)}</span>
        </li>
      ))}
    </ul>
  );
}
