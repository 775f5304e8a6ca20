import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './TicketPrices.module.css';

export interface PriceRow {
  label: string;
  priceCents: number;
  note?: string | null;
}

interface TicketPricesProps {
  prices: readonly PriceRow[];
  /** the half-price rules, rendered by the caller from the CMS's structured text */
  halfPriceRules?: ReactNode;
}

/** Ticket prices in reais and the half-price rules beside them. */
export function TicketPrices({ prices, halfPriceRules }: TicketPricesProps) {
  const t = useTranslations('cinema');
  const format = useFormatter();
  return (
    <section className={styles.prices} aria-labelledby="precos-ingressos">
      <h2 id="precos-ingressos" className={styles.title}>
        {t('pricesTitle')}
      </h2>
      {prices.length > 0 ? (
        <dl className={styles.list}>
          {prices.map((price) => (
            <div key={price.label} className={styles.row}>
              <dt className={styles.label}>
                {price.label}
                {price.note ? <span className={styles.note}>{price.note}</span> : null}
              </dt>
              <dd className={styles.value}>{format.number(price.priceCents / 100, { style: 'currency', currency: 'BRL' })}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {halfPriceRules ? (
        <div className={styles.rules}>
          <h3 className={styles.rulesTitle}>{t('halfPriceTitle')}</h3>
          {halfPriceRules}
        </div>
      ) : null}
    </section>
  );
}
