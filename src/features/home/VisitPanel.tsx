import { useTranslations } from 'next-intl';
import type { AppHref } from '@/components/page/types';
import { Link } from '@/i18n/navigation';
import styles from './VisitPanel.module.css';

interface VisitPanelProps {
  headingId: string;
  /** the map (the i18n Link localizes it) */
  mapHref: AppHref;
  directionsUrl: string | null;
  address: string;
}

/** The ways to find things: the mall map, and directions to the mall. */
export function VisitPanel({ headingId, mapHref, directionsUrl, address }: VisitPanelProps) {
  const t = useTranslations('home.visit');
  return (
    <div className={styles.panel}>
      <svg className={styles.art} viewBox="0 0 240 160" aria-hidden="true" focusable="false">
        <rect x="20" y="30" width="200" height="100" rx="14" className={styles.artShell} />
        <rect x="34" y="42" width="44" height="34" rx="3" className={styles.artUnit} />
        <rect x="84" y="42" width="30" height="34" rx="3" className={styles.artUnit} />
        <rect x="126" y="42" width="30" height="34" rx="3" className={styles.artUnit} />
        <rect x="162" y="42" width="44" height="34" rx="3" className={styles.artUnitStrong} />
        <rect x="34" y="86" width="60" height="32" rx="3" className={styles.artUnit} />
        <rect x="146" y="86" width="60" height="32" rx="3" className={styles.artUnit} />
        <circle cx="120" cy="100" r="16" className={styles.artAtrium} />
        <path d="M184 30c0-10 8-18 18-18s18 8 18 18c0 13-18 30-18 30s-18-17-18-30z" className={styles.artPin} />
        <circle cx="202" cy="30" r="6" className={styles.artPinDot} />
      </svg>
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h2 id={headingId} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.lead}>{t('lead')}</p>
      <p className={styles.address}>{address}</p>
      <div className={styles.actions}>
        <Link href={mapHref} className={styles.primary}>
          {t('map')}
        </Link>
        {directionsUrl ? (
          <a href={directionsUrl} className={styles.secondary} target="_blank" rel="noopener noreferrer">
            {t('directions')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
