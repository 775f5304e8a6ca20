import { useTranslations } from 'next-intl';
import type { BusLineRow } from './model/directions-content';
import { InfoCard } from './InfoCard';
import styles from './Directions.module.css';

interface TransportSectionProps {
  busLines: readonly BusLineRow[];
  rideHailing: string | null;
  taxi: string | null;
}

/** Arriving without a car: bus lines and where to get off, the ride-hailing point, taxis. */
export function TransportSection({ busLines, rideHailing, taxi }: TransportSectionProps) {
  const t = useTranslations('directions');
  if (busLines.length === 0 && !rideHailing && !taxi) return null;
  return (
    <section id="transporte" aria-labelledby="transporte-titulo" className={styles.section}>
      <h2 id="transporte-titulo" className={styles.sectionTitle}>
        {t('transportTitle')}
      </h2>
      <div className={styles.columns}>
        {busLines.length > 0 ? (
          <InfoCard title={t('busTitle')}>
            <table className={styles.busTable}>
              <caption className="visually-hidden">{t('busCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('busLine')}</th>
                  <th scope="col">{t('busRoute')}</th>
                  <th scope="col">{t('busStop')}</th>
                </tr>
              </thead>
              <tbody>
                {busLines.map((bus) => (
                  <tr key={bus.line}>
                    <th scope="row">
                      <span className={styles.busNumber}>{bus.line}</span>
                    </th>
                    <td>{bus.route}</td>
                    <td>{bus.stop}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </InfoCard>
        ) : null}
        <div className={styles.stack}>
          {rideHailing ? <InfoCard title={t('rideHailingTitle')}>{rideHailing}</InfoCard> : null}
          {taxi ? <InfoCard title={t('taxiTitle')}>{taxi}</InfoCard> : null}
        </div>
      </div>
    </section>
  );
}
