import type { RouteLeg } from './model/route-steps';
import styles from './RouteOverlay.module.css';

interface RouteOverlayProps {
  legs: readonly RouteLeg[];
  /** the floor drawn: its part of the route only */
  floorId: string;
  /** "Up to Ipê Level", for each floor change on this floor (by the leg's index) */
  exitLabel: (leg: RouteLeg) => string;
  /** the plan's zoom: markers and labels keep a readable size */
  scale: number;
}

/**
 * The route on one floor of the plan: a heavy line with a light casing (so it
 * reads over any unit colour, and in high contrast over black), the start,
 * the end, and where the route leaves the floor, labelled with where it goes.
 * Hidden from assistive technology: the numbered steps say the same.
 */
export function RouteOverlay({ legs, floorId, exitLabel, scale }: RouteOverlayProps) {
  const shrink = 1 / Math.sqrt(scale);
  const last = legs.length - 1;
  return (
    <g className={styles.route} aria-hidden="true" data-testid="route-line" data-floor={floorId}>
      {legs.map((leg, i) => {
        if (leg.floorId !== floorId || leg.points.length === 0) return null;
        const points = leg.points.map((p) => `${p.x},${p.y}`).join(' ');
        const start = leg.points[0]!;
        const end = leg.points.at(-1)!;
        return (
          <g key={i}>
            <polyline points={points} className={styles.casing} />
            <polyline points={points} className={styles.line} />
            <circle cx={start.x} cy={start.y} r={14 * shrink} className={i === 0 ? styles.start : styles.arrival} />
            {i === last && <circle cx={end.x} cy={end.y} r={16 * shrink} className={styles.end} />}
            {leg.exit && (
              <g transform={`translate(${leg.exit.x} ${leg.exit.y}) scale(${shrink})`} data-testid="route-floor-change">
                <circle r={18} className={styles.change} />
                <path d={leg.exit.up ? 'M0 7V-7M-6 -1L0 -7L6 -1' : 'M0 -7V7M-6 1L0 7L6 1'} className={styles.arrow} />
                <text y={-28} className={styles.changeLabel}>
                  {exitLabel(leg)}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
}
