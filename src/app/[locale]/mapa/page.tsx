import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MapPageDocument } from '@generated/graphql';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { PageHeader } from '@/components/page/PageHeader';
import { MapExplorerFromUrl } from '@/features/map/MapExplorerFromUrl';
import { PlaceDirectory } from '@/features/map/PlaceDirectory';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { ClientMessages } from '@/i18n/ClientMessages';
import { queryCms } from '@/lib/cms/query';
import { toMapData } from '../../../features/map/load-map-page';
import styles from './page.module.css';

interface MapPageProps {
  params: Promise<{ locale: string }>;
}


/** the id of the list alternative (the skip link and "see on map" links point around it) */
const LIST_ID = 'lista-de-locais';

export async function generateMetadata({ params }: MapPageProps): Promise<Metadata> {
  const locale = await getLocale();
  const { mapPage } = await queryCms(MapPageDocument, { locale });
  if (!mapPage) notFound();
  return contentMetadata(mapPage._seoMetaTags, { locale, href: '/mapa', fallbackTitle: mapPage.title, fallbackDescription: mapPage.lead });
}

/** The mall map: interactive floor plans, and the same information as a list. Prerendered; the deep link is read in the browser. */
export default async function MapPage({ params }: MapPageProps) {
  const locale = await getLocale();
  const data = await queryCms(MapPageDocument, { locale });
  if (!data.mapPage?.title) notFound();
  const mapData = toMapData(data, locale);
  return (
    <div className="page-container">
      <PageHeader title={data.mapPage.title} lead={data.mapPage.lead} />
      <section id="mapa" aria-label={data.mapPage.title} className={styles.map}>
        <ClientMessages namespaces={['map', 'openStatus', 'places.nextChange']}>
          <MapExplorerFromUrl data={mapData} locale={locale} listId={LIST_ID} />
        </ClientMessages>
      </section>
      <div className={styles.list}>
        <PlaceDirectory id={LIST_ID} mapId="mapa" floors={mapData.floors} places={mapData.places} locale={locale} />
      </div>
      <LiveRefresh document={MapPageDocument} variables={{ locale }} />
    </div>
  );
}

