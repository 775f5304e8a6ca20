import { useTranslations } from 'next-intl';
import NextLink from 'next/link';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { AppHref } from '@/components/page/types';
import { unitKey } from './model/unit-places';
import type { DirectoryLandmark } from './directory-landmarks';
import { landmarkText } from './landmark-text';
import type { MapFloorData, MapPlaceData } from './map-data';
import styles from './PlaceDirectory.module.css';
import { placeOnMapHref, placePageHref } from './map-place-links';

interface PlaceDirectoryProps {
  id: string;
  /** the map's section, which the 'back to the map' link returns to */
  mapId: string;
  floors: readonly MapFloorData[];
  places: readonly MapPlaceData[];
  locale: AppLocale;
  /**
   * the nearest landmark of each unit holding a place, by `unitKey`, worked out on the server from every floor's
   * shapes (directory-landmarks.ts), which the browser does not have
   */
  landmarks: Readonly<Record<string, DirectoryLandmark>>;
}

/**
 * The map as a list, for everyone: every place by floor with its unit and
 * the nearest landmark computed from the plan, linking to the place's page
 * and to its spot on the map. Works without JavaScript. A 'back to the map'
 * link is pinned to the bottom of the screen while the list is in view
 * (CSS sticky: no script), so a long read never strands the visitor.
 */
export function PlaceDirectory({ id, mapId, floors, places, locale, landmarks }: PlaceDirectoryProps) {
  const t = useTranslations('map');
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'pt-BR');
  const pinId = `${id}-pin`;
  // The list renders two links per place (some 330): next-intl's Link would carry its locale-cookie
  // settings into the page's data for each one (+4 kB gzipped on /mapa), so the typed hrefs are
  // resolved here, on the server, and the plain Next link gets the final URL.
  const url = (href: AppHref) => {
    const path = getPathname({ href: href as Parameters<typeof getPathname>[0]['href'], locale });
    // getPathname leaves the fragment out
    return typeof href === 'object' && href.hash ? `${path}#${href.hash}` : path;
  };
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.directory} tabIndex={-1}>
      {/* the pin of every "show on map" link, drawn once: 160 copies of its path were 0.4 kB of the gzipped page */}
      <svg width="0" height="0" aria-hidden="true" focusable="false" className={styles.symbols}>
        <symbol id={pinId} viewBox="0 0 24 24">
          <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
          <circle cx="12" cy="10" r="2.4" />
        </symbol>
      </svg>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('list.title')}
        </h2>
        <p className={styles.lead}>{t('list.lead')}</p>
      </header>
      <div className={styles.floors}>
        {floors.map((floor) => {
          const onFloor = places.filter((p) => p.floorId === floor.id).sort((a, b) => collator.compare(a.name, b.name));
          if (onFloor.length === 0) return null;
          const headingId = `${id}-${floor.code}`;
          return (
            <section key={floor.id} aria-labelledby={headingId} className={styles.floor}>
              <h3 id={headingId} className={styles.floorTitle}>
                <span className={styles.floorCode} aria-hidden="true">
                  {floor.code}
                </span>
                <span>{floor.name}</span>
                <span className={styles.floorCount}>{t('list.count', { count: onFloor.length })}</span>
              </h3>
              <ul className={styles.list}>
                {onFloor.map((place) => {
                  const landmark = place.unit ? landmarks[unitKey(floor.id, place.unit)] : undefined;
                  return (
                    <li key={place.id} className={styles.item} data-kind={place.kind}>
                      <div className={styles.main}>
                        <NextLink href={url(placePageHref(place))} className={styles.name}>
                          {place.name}
                        </NextLink>
                        <p className={styles.meta}>
                          {place.category
                            ? `${t(`kindTitle.${place.kind}`)} · ${place.category.name}`
                            : t(`kindTitle.${place.kind}`)}
                        </p>
                      </div>
                      <p className={styles.where}>
                        {place.unit && <span className={styles.unit}>{t('list.unit', { unit: place.unit })}</span>}
                        {landmark && <span className={styles.landmark}>{landmarkText(landmark, locale, t)}</span>}
                      </p>
                      {place.unit && (
                        <NextLink
                          href={url(placeOnMapHref(place))}
                          className={styles.onMap}
                          aria-label={t('list.showOnMapLabel', { name: place.name })}
                        >
                          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                            <use href={`#${pinId}`} />
                          </svg>
                          {t('list.showOnMap')}
                        </NextLink>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      <a href={`#${mapId}`} className={styles.backToMap}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 19V5M5 12l7-7 7 7" />
        </svg>
        {t('list.backToMap')}
      </a>
    </section>
  );
}
