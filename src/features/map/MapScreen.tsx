import { MapPageDocument } from '@generated/graphql';
import { PageHeader } from '@/components/page/PageHeader';
import { mallHoursForPage } from '@/features/opening-hours';
import { LiveRefresh } from '@/features/preview';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { directoryLandmarks } from './directory-landmarks';
import { deferFloorShapes } from './floor-shapes';
import { homeFloorId } from './model/floor-plan';
import type { MapPageView } from './load-map-page';
import { MapExplorerFromUrl } from './MapExplorerFromUrl';
import { MAP_CLIENT_MESSAGES } from './map-client-messages';
import { MapPlaceDirectory } from './MapPlaceDirectory';
import { packMapPlaces } from './packed-map-places';
import styles from './MapScreen.module.css';

/** the id of the list alternative (the skip link and "see on map" links point around it) */
const LIST_ID = 'lista-de-locais';

/** The mall map: interactive floor plans, and the same information as a list. Prerendered; the deep link is read in the browser. */
export function MapScreen({ page, locale }: { page: MapPageView; locale: AppLocale }) {
  // One object for the map and the list, so the page's payload carries it once; the home floor's shapes
  // only (the others are fetched when shown) and the places packed (ADR 0056).
  // The list's nearest landmarks need every floor's shapes: worked out here, they travel in the packed places.
  // The mall's hours of the sectors the places are in, without the holidays' names: the map says open or
  // closed, never which holiday (mallHoursForPage, ADR 0083).
  const sectors = [...new Set(page.map.places.flatMap((p) => (p.hours ? [p.hours.sector] : [])))];
  const map = { ...page.map, mallHours: mallHoursForPage(page.map.mallHours, sectors, null) };
  const data = packMapPlaces(deferFloorShapes(map, homeFloorId(map.floors)), directoryLandmarks(map));
  return (
    <div className="page-container">
      <PageHeader title={page.title} lead={page.lead} />
      <ClientMessages namespaces={MAP_CLIENT_MESSAGES}>
        <section id="mapa" aria-label={page.title} className={styles.map}>
          <MapExplorerFromUrl data={data} locale={locale} listId={LIST_ID} />
        </section>
        <div className={styles.list}>
          <MapPlaceDirectory id={LIST_ID} mapId="mapa" data={data} locale={locale} />
        </div>
      </ClientMessages>
      <LiveRefresh document={MapPageDocument} variables={{ locale }} />
    </div>
  );
}
