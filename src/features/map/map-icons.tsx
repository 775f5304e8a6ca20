import type { AmenityKind } from '@/lib/content';
import { staticAssetUrl } from '@/components/icons/static-asset-url';
import icons from './amenity-icons.svg';

/*
 * The amenity pictograms are symbols of a sprite file, drawn with `<use>` like the site's icons (ADR 0088): inline,
 * their drawings were 1 kB of the map's first-load JavaScript and again of its HTML (ADR 0099). The file is a
 * hashed static asset, cached for good and kept offline by the service worker with the rest of `/_next/static/`.
 */
const ICONS_URL = staticAssetUrl(icons);

/** the `href` of a `<use>` that draws the amenity's pictogram */
export const amenityIconHref = (kind: AmenityKind): string => `${ICONS_URL}#map-icon-${kind}`;

/**
 * The plan's fill patterns. They stay in the page: `fill: url(#…)` finds a pattern in its own document only, and
 * their colours are the map theme's custom properties.
 */
export function MapPatterns() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute', overflow: 'hidden' }}>
      <defs>
        {/* search matches: diagonal hatching, so they stand out without relying on colour */}
        <pattern id="map-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line
            x1="0"
            y1="0"
            x2="0"
            y2="6"
            style={{ stroke: 'var(--map-hatch)', strokeWidth: 1.6, strokeOpacity: 0.75 }}
          />
        </pattern>
        {/* a car park's pedestrian walkway: zebra stripes, a pattern and not a colour alone (ADR 0077) */}
        <pattern id="map-zebra" width="10" height="10" patternUnits="userSpaceOnUse">
          <rect width="10" height="10" style={{ fill: 'var(--map-area-lane)' }} />
          <rect width="5" height="10" style={{ fill: 'var(--map-area-walk)' }} />
        </pattern>
      </defs>
    </svg>
  );
}
