import { useTranslations } from 'next-intl';
import { PriceList, type PriceRow } from '@/components/page/PriceList';
import type { FacilityKey } from './model/directions-content';
import { InfoCard } from './InfoCard';
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
          <InfoCard title={t('pricesTitle')}>
            <PriceList prices={prices} />
          </InfoCard>
        ) : null}
        <div className={styles.stack}>
          {facilities.length > 0 ? (
            <InfoCard title={t('facilitiesTitle')}>
              <ul className={styles.facilities}>
                {facilities.map(({ key, count }) => (
                  <li key={key}>{t(`facilities.${key}`, { count })}</li>
                ))}
              </ul>
            </InfoCard>
          ) : null}
          {hours ? <InfoCard title={t('parkingHoursTitle')}>{hours}</InfoCard> : null}
          {notes ? <InfoCard title={t('paymentTitle')}>{notes}</InfoCard> : null}
        </div>
      </div>
    </section>
  );
}
