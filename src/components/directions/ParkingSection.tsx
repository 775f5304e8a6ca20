import { useTranslations } from 'next-intl';
import { PriceList, type PriceRow } from '@/components/content/PriceList';
import type { FacilityKey } from '@/lib/directions/directions-content';
import styles from './Directions.module.css';

interface ParkingSectionProps {
  prices: readonly PriceRow[];
  hours: string | null;
  facilities: readonly { key: FacilityKey; count: number }[];
  notes: string | null;
}

/** The car park: tariff, hours, how many places of each kind, and how to pay. */
export function ParkingSection({ prices, hours, facilities, notes }: ParkingSectionProps) {
  const t = useTranslations('directions');
  if (prices.length === 0 && !hours && facilities.length === 0 && !notes) return null;
  return (
    <section id="estacionamento" aria-labelledby="estacionamento-titulo" className={styles.section}>
      <h2 id="estacionamento-titulo" className={styles.sectionTitle}>
        {t('parkingTitle')}
      </h2>
      <div className={styles.columns}>
        {prices.length > 0 ? (
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>{t('pricesTitle')}</h3>
            <PriceList prices={prices} />
          </div>
        ) : null}
        <div className={styles.stack}>
          {facilities.length > 0 ? (
            <div className={styles.card}>
              <h3 className={styles.cardTitle}>{t('facilitiesTitle')}</h3>
              <ul className={styles.facilities}>
                {facilities.map(({ key, count }) => (
                  <li key={key}>{t(`facilities.${key}`, { count })}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {hours ? (
            <div className={styles.card}>
              <h3 className={styles.cardTitle}>{t('parkingHoursTitle')}</h3>
              <p>{hours}</p>
            </div>
          ) : null}
          {notes ? (
            <div className={styles.card}>
              <h3 className={styles.cardTitle}>{t('paymentTitle')}</h3>
              <p>{notes}</p>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
