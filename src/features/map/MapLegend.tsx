import { AMENITY_KINDS } from './model/floor-plan';
import { useTranslations } from 'next-intl';
import type { AmenityKind, AreaKind, UnitKind } from '@/lib/content';
import { amenityIconHref } from './map-icons';
import styles from './MapLegend.module.css';
import theme from './map-theme.module.css';
import canvas from './FloorPlanCanvas.module.css';

/** the facilities the legend always explains, in the order a visitor looks for them */
export const LEGEND_AMENITIES: readonly AmenityKind[] = AMENITY_KINDS;
export const LEGEND_UNITS: readonly UnitKind[] = ['store', 'restaurant', 'service', 'anchor', 'cinema', 'leisure'];

/** pictograms only the car park's levels have: explained where a floor shows them, so the shop floors' page stays as light */
const CAR_PARK_AMENITIES: ReadonlySet<AmenityKind> = new Set(['stairs', 'ev_charger', 'pay_station']);

/** the car park's areas (ADR 0077), in the order a driver meets them */
export const LEGEND_AREAS: readonly AreaKind[] = [
  'driving_lane',
  'parking_bays',
  'priority_bays',
  'ev_bays',
  'walkway',
  'lift_lobby',
];

interface MapLegendProps {
  /** unit kinds drawn on the current floor; all when left out */
  unitKinds?: readonly UnitKind[];
  /** the car-park areas drawn on the current floor; none when left out */
  areaKinds?: readonly AreaKind[];
  /** the pictograms of the current floor: the car park's own are explained only where they are drawn */
  amenityKinds?: readonly AmenityKind[];
  headingId?: string;
}

/** What each colour, hatching and pictogram of the plan means, always in words too. */
export function MapLegend({
  unitKinds = LEGEND_UNITS,
  areaKinds = [],
  amenityKinds = LEGEND_AMENITIES,
  headingId = 'map-legend-title',
}: MapLegendProps) {
  const t = useTranslations('map.legend');
  return (
    <section className={`${theme.mapTheme} ${styles.legend}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('title')}
      </h2>
      <div className={styles.groups}>
        <div>
          <h3 className={styles.groupTitle}>{t('places')}</h3>
          <ul className={styles.list}>
            {LEGEND_UNITS.filter((k) => unitKinds.includes(k)).map((kind) => (
              <li key={kind} className={styles.item}>
                <svg className={styles.swatch} viewBox="0 0 24 16" aria-hidden="true" focusable="false">
                  <rect x="1" y="1" width="22" height="14" rx="2" className={styles.unitSwatch} data-kind={kind} />
                </svg>
                {t(kind)}
              </li>
            ))}
            {LEGEND_AREAS.filter((k) => areaKinds.includes(k)).map((kind) => (
              <li key={kind} className={styles.item}>
                <svg className={styles.swatch} viewBox="0 0 24 16" aria-hidden="true" focusable="false">
                  <g className={canvas.area} data-area={kind}>
                    <path d="M1 1h22v14H1z" className={canvas.areaShape} />
                    {(kind === 'parking_bays' || kind === 'priority_bays' || kind === 'ev_bays') && (
                      <path d="M8.3 1v14M15.6 1v14" className={canvas.areaShape} />
                    )}
                  </g>
                </svg>
                {t(kind)}
              </li>
            ))}
            <li className={styles.item}>
              <svg className={styles.swatch} viewBox="0 0 24 16" aria-hidden="true" focusable="false">
                <rect x="1.5" y="1.5" width="21" height="13" rx="2" className={styles.unitSwatch} data-kind="store" />
                <rect x="1.5" y="1.5" width="21" height="13" rx="2" className={styles.matchSwatch} />
              </svg>
              {t('match')}
            </li>
            <li className={styles.item}>
              <svg className={styles.swatch} viewBox="0 0 24 16" aria-hidden="true" focusable="false">
                <rect x="1.5" y="1.5" width="21" height="13" rx="2" className={styles.selectedSwatch} />
              </svg>
              {t('selected')}
            </li>
          </ul>
        </div>
        <div>
          <h3 className={styles.groupTitle}>{t('amenities')}</h3>
          <ul className={styles.list}>
            {LEGEND_AMENITIES.filter((k) => !CAR_PARK_AMENITIES.has(k) || amenityKinds.includes(k)).map((kind) => (
              <li key={kind} className={styles.item}>
                <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle cx="12" cy="12" r="12" className={styles.iconDisc} />
                  <use href={amenityIconHref(kind)} x="4" y="4" width="16" height="16" className={styles.iconGlyph} />
                </svg>
                {t(kind)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
