import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PriceList, type PriceRow } from '../../components/page/PriceList';
import styles from './TicketPrices.module.css';

interface TicketPricesProps {
  prices: readonly PriceRow[];
  /** the half-price rules, rendered by the caller from the CMS's structured text */
  halfPriceRules?: ReactNode;
}

/** Ticket prices in reais and the half-price rules beside them. */
export function TicketPrices({ prices, halfPriceRules }: TicketPricesProps) {
  const t = useTranslations('cinema');
  return (
    <section className={styles.prices} aria-labelledby="precos-ingressos">
      <h2 id="precos-ingressos" className={styles.title}>
        {t('pricesTitle')}
      </h2>
      {prices.length > 0 ? <PriceList prices={prices} /> : null}
      {halfPriceRules ? (
        <div className={styles.rules}>
          <h3 className={styles.rulesTitle}>{t('halfPriceTitle')}</h3>
          {halfPriceRules}
        </div>
      ) : null}
    </section>
  );
}
