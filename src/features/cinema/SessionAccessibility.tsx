import { useTranslations } from 'next-intl';
import type { SessionAccessibility as Feature } from '@/lib/content';
import styles from './SessionAccessibility.module.css';

const ICONS: Record<Feature, string> = {
  // a speech bubble with sound waves
  audio_description:
    'M4 5h11a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm15 2.5a6 6 0 0 1 0 5M21.5 5a9 9 0 0 1 0 10',
  // an open hand
  libras:
    'M8 13V5.5a1.5 1.5 0 0 1 3 0V11m0-6.5a1.5 1.5 0 0 1 3 0V11m0-5a1.5 1.5 0 0 1 3 0v6m0-3.5a1.5 1.5 0 0 1 3 0V15a7 7 0 0 1-7 7h-1a7 7 0 0 1-5.6-2.8L3.5 15.5a1.6 1.6 0 0 1 2.4-2.1L8 15',
  // a screen with CC
  closed_captions: 'M3 5h18v14H3zM10.5 10a2 2 0 1 0 0 4M17 10a2 2 0 1 0 0 4',
};

interface SessionAccessibilityProps {
  features: readonly Feature[];
  /** icons with their names (table), or icons with names for screen readers only (chips) */
  compact?: boolean;
}

/** A session's accessibility features: icon and name, never the icon alone. */
export function SessionAccessibility({ features, compact = false }: SessionAccessibilityProps) {
  const t = useTranslations('cinema.accessibility');
  if (features.length === 0) return null;
  return (
    <ul className={[styles.list, compact ? styles.compact : ''].join(' ')}>
      {features.map((feature) => (
        <li key={feature} className={styles.feature} title={compact ? t(feature) : undefined}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.icon}>
            <path
              d={ICONS[feature]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className={compact ? 'visually-hidden' : undefined}>{t(feature)}</span>
        </li>
      ))}
    </ul>
  );
}
