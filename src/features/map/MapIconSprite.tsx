import type { AmenityKind } from '@/lib/content';
import type { ReactNode } from 'react';

/**
 * The map's amenity pictograms, drawn once as SVG symbols (24×24, stroked in
 * `currentColor`) and referenced by the plan and the legend with `<use>`.
 */
export const amenitySymbolId = (kind: AmenityKind): string => `map-icon-${kind}`;

const common = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const ICONS: Record<AmenityKind, ReactNode> = {
  toilet: (
    <g {...common}>
      <circle cx="7.5" cy="4.5" r="1.8" />
      <path d="M5.5 9h4l.5 6H9v5H6v-5H5z" />
      <circle cx="16.5" cy="4.5" r="1.8" />
      <path d="M14.5 9h4l1.5 7h-2v4h-3v-4h-2z" />
    </g>
  ),
  lift: (
    <g {...common}>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M12 3v18M7 9.5l2-2.5 2 2.5M13 14.5l2 2.5 2-2.5" />
    </g>
  ),
  escalator: (
    <g {...common}>
      <path d="M3 19h4l9-11h5" />
      <path d="M3 19v-3h3.2l9-11H21" opacity="0.55" />
      <circle cx="11" cy="6" r="1.6" />
    </g>
  ),
  entrance: (
    <g {...common}>
      <path d="M13 3h6a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1h-6" />
      <path d="M4 12h11M11 8l4 4-4 4" />
    </g>
  ),
  parking: (
    <g {...common}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M9.5 17V7h3.5a3 3 0 0 1 0 6H9.5" />
    </g>
  ),
  pet_area: (
    <g {...common}>
      <ellipse cx="12" cy="16" rx="4" ry="3.4" />
      <circle cx="6.5" cy="10.5" r="1.8" />
      <circle cx="10" cy="6.5" r="1.8" />
      <circle cx="14" cy="6.5" r="1.8" />
      <circle cx="17.5" cy="10.5" r="1.8" />
    </g>
  ),
  info: (
    <g {...common}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" strokeWidth="2.4" />
    </g>
  ),
  family_room: (
    <g {...common}>
      <circle cx="9" cy="5" r="2" />
      <path d="M6 21v-6H4.5l1.5-6h6l1.5 6H12v6" />
      <circle cx="17" cy="11" r="1.6" />
      <path d="M15.5 21v-4h-1l1-3.5h3l1 3.5h-1v4" />
    </g>
  ),
  atm: (
    <g {...common}>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M7 14.5h4" />
    </g>
  ),
  stairs: (
    <g {...common}>
      <path d="M3 20h5v-5h5v-5h5V5h3" />
      <path d="M4 11l6-6M7 5h3v3" />
    </g>
  ),
  ev_charger: (
    <g {...common}>
      <rect x="4" y="3" width="10" height="18" rx="2" />
      <path d="M10 7l-3 5h4l-3 5" />
      <path d="M14 9h2.5a1.5 1.5 0 0 1 1.5 1.5V16a1.5 1.5 0 0 0 3 0V7l-2-2" />
    </g>
  ),
  pay_station: (
    <g {...common}>
      <rect x="5" y="2.5" width="14" height="19" rx="2" />
      <rect x="8" y="5.5" width="8" height="5" rx="1" />
      <path d="M8 14h8M8 17.5h3" />
    </g>
  ),
};

export function MapIconSprite() {
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
        {(Object.keys(ICONS) as AmenityKind[]).map((kind) => (
          <symbol key={kind} id={amenitySymbolId(kind)} viewBox="0 0 24 24">
            {ICONS[kind]}
          </symbol>
        ))}
      </defs>
    </svg>
  );
}
