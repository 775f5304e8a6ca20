import { useFormatter, useTranslations } from 'next-intl';
import type { Phase } from './model/masterplan-content';
import styles from './Masterplan.module.css';

/** The phases as a timeline, in the order they open: the plan's numbers, years, status, area and what each brings. */
export function MasterplanPhases({ phases, headingId }: { phases: readonly Phase[]; headingId: string }) {
  const t = useTranslations('masterplan');
  const format = useFormatter();
  return (
    <ol className={styles.timeline} aria-labelledby={headingId}>
      {phases.map((phase) => (
        <li key={phase.key} className={styles.step} data-status={phase.status} data-use={phase.use}>
          <p className={styles.stepTop}>
            <span className={styles.stepNumber} aria-hidden="true">
              {phase.number}
            </span>
            <span className={styles.stepYear}>{phase.year}</span>
            <span className={styles.stepStatus}>{t(`status.${phase.status}`)}</span>
          </p>
          <h3 className={styles.stepName}>
            <span className="visually-hidden">{t('phaseNumber', { number: phase.number })}: </span>
            {phase.name}
          </h3>
          {phase.areaM2 ? <p className={styles.stepArea}>{t('area', { area: format.number(phase.areaM2) })}</p> : null}
          {phase.summary ? <p>{phase.summary}</p> : null}
        </li>
      ))}
    </ol>
  );
}
