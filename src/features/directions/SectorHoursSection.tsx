import { useTranslations } from 'next-intl';
import type { Sector, WeeklySchedule } from '@/lib/content';
import { useFormatRanges } from '@/features/site-settings';
import { weekSpans } from '@/features/opening-hours';
import styles from './Directions.module.css';

/** The regular week of each sector, told in spans of days ("Monday to Saturday: 10:00 to 22:00"). */
export function SectorHoursSection({ sectors }: { sectors: readonly { sector: Sector; schedule: WeeklySchedule }[] }) {
  const t = useTranslations('directions');
  const tHours = useTranslations('layout.hours');
  const formatRanges = useFormatRanges();
  if (sectors.length === 0) return null;
  return (
    <section id="horarios" aria-labelledby="horarios-titulo" className={styles.section}>
      <h2 id="horarios-titulo" className={styles.sectionTitle}>
        {t('hoursTitle')}
      </h2>
      <div className={styles.sectorGrid}>
        {sectors.map(({ sector, schedule }) => (
          <div key={sector} className={styles.card}>
            <h3 className={styles.cardTitle}>{t(`sectors.${sector}`)}</h3>
            <dl className={styles.spans}>
              {weekSpans(schedule).map((span) => (
                <div key={span.first}>
                  <dt>
                    {span.first === span.last
                      ? tHours(`weekdays.${span.first}`)
                      : t('span', { first: tHours(`weekdays.${span.first}`), last: tHours(`weekdays.${span.last}`) })}
                  </dt>
                  <dd>{formatRanges(span.ranges)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
