import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/time/format-date';
import type { JobOpening } from './job-openings';
import styles from './JobOpeningList.module.css';

interface JobOpeningListProps {
  openings: readonly JobOpening[];
  /** the application form's anchor: each opening's 'apply' leads there with the opening chosen */
  formAnchor?: string;
}

/**
 * The open positions at the mall's stores, each with employer, type and
 * dates; each opens (a native disclosure, no script) to its requirements and
 * an 'apply' link that chooses it in the application form.
 */
export function JobOpeningList({ openings, formAnchor }: JobOpeningListProps) {
  const t = useTranslations('content.opportunity');
  const locale = useLocale();
  const date = (iso: string) => formatDate(iso, locale, 'medium');
  if (openings.length === 0) return <p className={styles.none}>{t('none')}</p>;
  return (
    <ul className={styles.list}>
      {openings.map((opening) => (
        <li key={opening.id} className={styles.item} id={`vaga-${opening.slug}`}>
          <article aria-labelledby={`vaga-${opening.slug}-titulo`} className={styles.opening}>
            <h3 id={`vaga-${opening.slug}-titulo`} className={styles.title}>
              {opening.title}
            </h3>
            <dl className={styles.facts}>
              <div>
                <dt>{t('employer')}</dt>
                <dd>{opening.employer}</dd>
              </div>
              {opening.employmentType ? (
                <div>
                  <dt>{t('type')}</dt>
                  <dd>{t(`types.${opening.employmentType}`)}</dd>
                </div>
              ) : null}
              {opening.publishedOn ? (
                <div>
                  <dt>{t('publishedOn')}</dt>
                  <dd>
                    <time dateTime={opening.publishedOn}>{date(opening.publishedOn)}</time>
                  </dd>
                </div>
              ) : null}
              {opening.closesOn ? (
                <div>
                  <dt>{t('closesOn')}</dt>
                  <dd>
                    <time dateTime={opening.closesOn}>{date(opening.closesOn)}</time>
                  </dd>
                </div>
              ) : null}
            </dl>
            {opening.description ? <p className={styles.description}>{opening.description}</p> : null}
            <details className={styles.details}>
              <summary className={styles.summary}>{t('details')}</summary>
              {opening.requirements ? (
                <>
                  <h4 className={styles.requirementsTitle}>{t('requirements')}</h4>
                  <ul className={styles.requirements}>
                    {opening.requirements
                      .split('\n')
                      .map((line) => line.trim())
                      .filter(Boolean)
                      .map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                  </ul>
                </>
              ) : null}
              {formAnchor ? (
                <a href={`?vaga=${encodeURIComponent(opening.slug)}#${formAnchor}`} className={styles.apply}>
                  {t('apply')}
                  <span className="visually-hidden">: {opening.title}</span>
                </a>
              ) : null}
            </details>
          </article>
        </li>
      ))}
    </ul>
  );
}
