import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, getLocale } from 'next-intl/server';
import type { Sector, WeeklySchedule } from '@cms/model/json-shapes';
import { DirectionsDocument } from '@generated/graphql';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { PageHeader } from '@/components/page/PageHeader';
import { AddressPanel } from '@/features/directions/AddressPanel';
import { ParkingSection } from '@/features/directions/ParkingSection';
import { SectorHoursSection } from '@/features/directions/SectorHoursSection';
import { TransportSection } from '@/features/directions/TransportSection';
import styles from '@/features/directions/Directions.module.css';
import { loadLayoutSettings } from '@/features/layout/load-layout-settings';
import { parseWeeklySchedule } from '@/features/layout/site-settings';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { parseTicketPrices } from '@/lib/cinema/prices';
import { queryCms } from '@/lib/cms/query';
import { busLines, parkingFacilities } from '@/lib/directions/directions-content';

interface DirectionsPageProps {
  params: Promise<{ locale: string }>;
}

const SECTORS: readonly Sector[] = ['stores', 'gastronomy', 'cinema', 'leisure'];

function sectorSchedules(value: unknown): { sector: Sector; schedule: WeeklySchedule }[] {
  if (typeof value !== 'object' || value === null) return [];
  const all = value as Record<string, unknown>;
  return SECTORS.flatMap((sector) => {
    const schedule = parseWeeklySchedule(all[sector]);
    return schedule ? [{ sector, schedule }] : [];
  });
}

export async function generateMetadata({ params }: DirectionsPageProps): Promise<Metadata> {
  const locale = await getLocale();
  const { directionsPage } = await queryCms(DirectionsDocument, { locale });
  if (!directionsPage?.title) notFound();
  return contentMetadata(directionsPage._seoMetaTags, { locale, href: '/como-chegar', fallbackTitle: directionsPage.title, fallbackDescription: directionsPage.lead });
}

/**
 * Getting here: the address (route, map, copy), the car park (tariff, places,
 * hours, payment), buses, ride-hailing and taxis, and each sector's week.
 * Every part is left out when the CMS has nothing for it.
 */
export default async function DirectionsPage({ params }: DirectionsPageProps) {
  const locale = await getLocale();
  const [{ directionsPage: page, siteSettings }, settings, t] = await Promise.all([
    queryCms(DirectionsDocument, { locale }),
    loadLayoutSettings(locale),
    getTranslations({ locale, namespace: 'directions' }),
  ]);
  if (!page?.title) notFound();
  const prices = parseTicketPrices(page.parkingPrices, locale);
  const facilities = parkingFacilities(page.parkingFacilities);
  const buses = busLines(page.busLines, locale);
  const sectors = sectorSchedules(siteSettings?.sectorHours);
  const hasParking = prices.length > 0 || facilities.length > 0 || Boolean(page.parkingHours || page.parkingNotes);
  const hasTransport = buses.length > 0 || Boolean(page.rideHailing || page.taxi);
  const jumps = [
    ['endereco', t('addressTitle'), Boolean(settings.address)],
    ['estacionamento', t('parkingTitle'), hasParking],
    ['transporte', t('transportTitle'), hasTransport],
    ['horarios', t('hoursTitle'), sectors.length > 0],
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
        <AddressPanel settings={settings} />
        <ParkingSection prices={prices} hours={page.parkingHours ?? null} facilities={facilities} notes={page.parkingNotes ?? null} />
        <TransportSection busLines={buses} rideHailing={page.rideHailing ?? null} taxi={page.taxi ?? null} />
        <SectorHoursSection sectors={sectors} />
      </div>
      <LiveRefresh document={DirectionsDocument} variables={{ locale }} />
    </div>
  );
}
