import { DirectionsDocument } from '@generated/graphql';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/page/PageHeader';
import { LiveRefresh } from '@/features/preview';
import type { AppLocale } from '@/i18n/routing';
import { AddressPanel } from './AddressPanel';
import type { DirectionsView } from './load-directions';
import { ParkingSection } from './ParkingSection';
import { SectorHoursSection } from './SectorHoursSection';
import { TransportSection } from './TransportSection';
import styles from './Directions.module.css';

/**
 * Getting here: the address (route, map, copy), the car park (tariff, places,
 * hours, payment), buses, ride-hailing and taxis, and each sector's week.
 * Every part is left out when the CMS has nothing for it.
 */
export async function DirectionsScreen({ page, locale }: { page: DirectionsView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'directions' });
  const { parking, transport } = page;
  const hasParking =
    parking.prices.length > 0 || parking.facilities.length > 0 || Boolean(parking.hours || parking.notes);
  const hasTransport = transport.busLines.length > 0 || Boolean(transport.rideHailing || transport.taxi);
  const jumps = [
    ['endereco', t('addressTitle'), Boolean(page.settings.address)],
    ['estacionamento', t('parkingTitle'), hasParking],
    ['transporte', t('transportTitle'), hasTransport],
    ['horarios', t('hoursTitle'), page.sectors.length > 0],
  ] as const;
  return (
    <div className="page-container">
      <PageHeader title={page.title} lead={page.lead}>
        <nav aria-label={t('onThisPage')}>
          <ul className={styles.jump}>
            {jumps
              .filter(([, , shown]) => shown)
              .map(([id, label]) => (
                <li key={id}>
                  <a href={`#${id}`}>{label}</a>
                </li>
              ))}
          </ul>
        </nav>
      </PageHeader>
      <div className={styles.page}>
        <AddressPanel settings={page.settings} />
        <ParkingSection {...parking} />
        <TransportSection {...transport} />
        <SectorHoursSection sectors={page.sectors} />
      </div>
      <LiveRefresh document={DirectionsDocument} variables={{ locale }} />
    </div>
  );
}
