import { useFormatter, useTranslations } from 'next-intl';
import { calendarDateToInstant } from './article-types';
import type { JobOpening } from './job-openings';
import styles from './JobOpeningList.module.css';

interface JobOpeningListProps {
  openings: readonly JobOpening[];
}

/** The open positions at the mall's stores, each with employer, type and dates. */
export function JobOpeningList({ openings }: JobOpeningListProps) {
  const t = useTranslations('content.opportunity');
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(calendarDateToInstant(iso), { dateStyle: 'medium', timeZone: 'America/Sao_Paulo' });
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
          </article>
        </li>
      ))}
    </ul>
  );
}
