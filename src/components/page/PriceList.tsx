import { useFormatter, useTranslations } from 'next-intl';
import styles from './PriceList.module.css';

export interface PriceRow {
  label: string;
  priceCents: number;
  note?: string | null;
}

/** Prices in reais, a row each with its note; zero reads as "free". Cinema tickets and the car park share it. */
export function PriceList({ prices }: { prices: readonly PriceRow[] }) {
  const t = useTranslations('content');
  const format = useFormatter();
  return (
    <dl className={styles.list}>
      {prices.map((price) => (
        <div key={price.label} className={styles.row}>
          <dt className={styles.label}>
            {price.label}
            {price.note ? <span className={styles.note}>{price.note}</span> : null}
          </dt>
          <dd className={styles.value}>
            {price.priceCents === 0
              ? t('free')
              : format.number(price.priceCents / 100, { style: 'currency', currency: 'BRL' })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
