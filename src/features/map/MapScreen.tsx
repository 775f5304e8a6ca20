import { MapPageDocument } from '@generated/graphql';
import { PageHeader } from '@/components/page/PageHeader';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import type { MapPageView } from './load-map-page';
import { deferFloorShapes } from './floor-shapes';
import { MapExplorerFromUrl } from './MapExplorerFromUrl';
import { packMapPlaces } from './packed-map-places';
import { PlaceDirectory } from './PlaceDirectory';
import styles from './MapScreen.module.css';

/** the id of the list alternative (the skip link and "see on map" links point around it) */
const LIST_ID = 'lista-de-locais';

/** The mall map: interactive floor plans, and the same information as a list. Prerendered; the deep link is read in the browser. */
export function MapScreen({ page, locale }: { page: MapPageView; locale: AppLocale }) {
  return (
    <div className="page-container">
      <PageHeader title={page.title} lead={page.lead} />
      <section id="mapa" aria-label={page.title} className={styles.map}>
        <ClientMessages namespaces={['map', 'openStatus', 'places.nextChange']}>
          {/* the first floor's shapes only, the others fetched when shown; the places packed (ADR 0056) */}
          <MapExplorerFromUrl data={packMapPlaces(deferFloorShapes(page.map, page.map.floors[0]?.id))} locale={locale} listId={LIST_ID} />
        </ClientMessages>
      </section>
      <div className={styles.list}>
        <PlaceDirectory id={LIST_ID} mapId="mapa" floors={page.map.floors} places={page.map.places} locale={locale} />
      </div>
      <LiveRefresh document={MapPageDocument} variables={{ locale }} />
    </div>
  );
}
