import { useTranslations } from 'next-intl';
import styles from './PriceRange.module.css';

/** "$$$·" drawn, "Faixa de preço: 3 de 4" read: the symbols alone mean nothing to a screen reader. */
export function PriceRange({ value }: { value: number }) {
  const t = useTranslations('places');
  const level = Math.min(4, Math.max(1, Math.round(value)));
  return (
    <span className={styles.range} role="img" aria-label={t('priceRange', { value: String(level) })}>
      {[1, 2, 3, 4].map((i) => (
        <span key={i} className={i <= level ? styles.on : styles.off} aria-hidden="true">
          $
        </span>
      ))}
    </span>
  );
}
