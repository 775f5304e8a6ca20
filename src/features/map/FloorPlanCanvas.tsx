'use client';

import type { AmenityKind } from '@/lib/content';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { FloorPlan } from '@/lib/content';
import { type Box, contentViewBox, pathBounds, viewBoxAttribute } from './model/floor-plan';
import { layoutUnitLabel, lineOffsets } from './model/unit-labels';
import { type MapView, viewCssTransform } from './model/viewport';
import { amenitySymbolId } from './MapIconSprite';
import { usePanZoom } from './use-pan-zoom';
import styles from './FloorPlanCanvas.module.css';

export interface CanvasUnit {
  code: string;
  /** accessible name of the target ("Casa Aroeira, loja L1-104, aberto agora"); units without a place have none */
  label: string | null;
  /** the name drawn inside the unit */
  shortName: string | null;
}

interface FloorPlanCanvasProps {
  plan: FloorPlan;
  /** accessible name of the plan ("Planta do Piso Jardim") */
  title: string;
  /** id of the element with the keyboard instructions */
  describedBy?: string;
  units: ReadonlyMap<string, CanvasUnit>;
  /** unit codes that match the active search; null when no search is active */
  highlighted: ReadonlySet<string> | null;
  /** amenities the search found: their icons are ringed */
  highlightedAmenities?: ReadonlySet<AmenityKind> | null;
  selectedUnit: string | null;
  locale: string;
  view: MapView;
  onViewChange: (view: MapView) => void;
  onActivateUnit: (code: string, target: Element) => void;
  onFocusUnit?: (code: string, box: Box) => void;
  onEscape?: () => void;
}

/** the frame width (CSS px) × zoom from which names in the units are readable */
const LABELS_FROM_WIDTH = 700;

/**
 * One floor drawn as an interactive SVG plan. Units that hold a place are
 * buttons (Tab, Enter/Space, click); the plan itself is focusable and pans
 * and zooms (usePanZoom: keys, drag, wheel, pinch).
 */
export function FloorPlanCanvas({
  plan,
  title,
  describedBy,
  units,
  highlighted,
  highlightedAmenities = null,
  selectedUnit,
  locale,
  view,
  onViewChange,
  onActivateUnit,
  onFocusUnit,
  onEscape,
}: FloorPlanCanvasProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [frameWidth, setFrameWidth] = useState(0);
  const vb = useMemo(() => contentViewBox(plan) ?? { minX: 0, minY: 0, width: 1200, height: 800 }, [plan]);
  const { dragging, handlers } = usePanZoom(svgRef, { vb, view, onViewChange, onEscape });

  const shapes = useMemo(
    () =>
      plan.units.map((unit) => {
        const box = pathBounds(unit.d) ?? { x1: unit.labelX, y1: unit.labelY, x2: unit.labelX, y2: unit.labelY };
        const info = units.get(unit.code);
        const labelLayout = info?.shortName ? layoutUnitLabel(info.shortName, box) : null;
        return { unit, box, info, labelLayout };
      }),
    [plan.units, units],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const observer = new ResizeObserver(([entry]) => setFrameWidth(entry?.contentRect.width ?? 0));
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);

  const unitKeyDown = (code: string) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      onActivateUnit(code, event.currentTarget);
    }
  };

  const labelsState = frameWidth === 0 ? undefined : frameWidth * view.scale >= LABELS_FROM_WIDTH ? 'on' : 'off';
  const amenityRadius = 13;
  // pictograms grow more slowly than the plan, so zooming in does not bury the units under them
  const amenityScale = Math.round((1 / Math.sqrt(view.scale)) * 1000) / 1000;
  // names grow more slowly too: zoomed in, a unit gains white space rather than shouting
  const labelScale = 1 / Math.sqrt(view.scale);

  return (
    <svg
      ref={svgRef}
      className={styles.canvas}
      style={{ aspectRatio: `${vb.width} / ${vb.height}` }}
      viewBox={viewBoxAttribute(vb)}
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-label={title}
      aria-describedby={describedBy}
      tabIndex={0}
      data-labels={labelsState}
      data-dragging={dragging || undefined}
      data-zoomed={view.scale > 1 || undefined}
      {...handlers}
    >
      <rect x={vb.minX} y={vb.minY} width={vb.width} height={vb.height} className={styles.ground} />
      <g className={styles.world} style={{ transform: viewCssTransform(view, vb) }}>
        <path d={plan.outline} className={styles.building} />
        {shapes.map(({ unit, box, info, labelLayout }) => {
          const isPlace = Boolean(info?.label);
          const match = highlighted === null ? undefined : highlighted.has(unit.code);
          const selected = selectedUnit === unit.code;
          const shapeAttrs = { d: unit.d, className: styles.unitShape };
          if (!isPlace || !info?.label) {
            return (
              <g
                key={unit.code}
                className={styles.unit}
                data-kind={unit.kind}
                data-vacant=""
                data-dimmed={highlighted !== null || undefined}
                aria-hidden="true"
              >
                <path {...shapeAttrs} />
              </g>
            );
          }
          return (
            <g
              key={unit.code}
              className={styles.unit}
              data-kind={unit.kind}
              data-unit={unit.code}
              data-match={match || undefined}
              data-dimmed={match === false || undefined}
              data-selected={selected || undefined}
              role="button"
              tabIndex={0}
              aria-label={info.label}
              aria-haspopup="dialog"
              aria-expanded={selected}
              onClick={(event) => onActivateUnit(unit.code, event.currentTarget)}
              onKeyDown={unitKeyDown(unit.code)}
              onFocus={() => onFocusUnit?.(unit.code, box)}
            >
              <path {...shapeAttrs} />
              {match && <path d={unit.d} className={styles.hatch} />}
              {labelLayout && (
                <text
                  className={styles.label}
                  x={unit.labelX}
                  y={unit.labelY}
                  fontSize={Math.round(labelLayout.fontSize * labelScale * 100) / 100}
                  transform={labelLayout.rotated ? `rotate(-90 ${unit.labelX} ${unit.labelY})` : undefined}
                  aria-hidden="true"
                >
                  {labelLayout.lines.map((line, i) => (
                    <tspan
                      key={i}
                      x={unit.labelX}
                      dy={i === 0 ? `${lineOffsets(labelLayout.lines.length)[0]! + 0.35}em` : '1.15em'}
                    >
                      {/* the space keeps the lines apart as text, so the drawn name matches the accessible one */}
                      {i < labelLayout.lines.length - 1 ? `${line} ` : line}
                    </tspan>
                  ))}
                </text>
              )}
            </g>
          );
        })}
        <g className={styles.amenities} aria-hidden="true">
          {plan.amenities.map((amenity, i) => (
            <g
              key={`${amenity.kind}-${i}`}
              transform={`translate(${amenity.x} ${amenity.y}) scale(${amenityScale})`}
              className={styles.amenity}
              data-kind={amenity.kind}
              data-match={highlightedAmenities?.has(amenity.kind) || undefined}
            >
              <title>
                {amenity.label
                  ? locale === 'en'
                    ? (amenity.label.en ?? amenity.label.pt)
                    : amenity.label.pt
                  : amenity.kind}
              </title>
              <circle r={amenityRadius} className={styles.amenityDisc} />
              <use
                href={`#${amenitySymbolId(amenity.kind)}`}
                x={-9}
                y={-9}
                width={18}
                height={18}
                className={styles.amenityGlyph}
              />
            </g>
          ))}
        </g>
      </g>
    </svg>
  );
}
