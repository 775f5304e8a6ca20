'use client';

import type { AmenityKind } from '@/lib/content';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { FloorPlan } from '@/lib/content';
import { type Box, contentViewBox, pathBounds, viewBoxAttribute } from './model/floor-plan';
import { labelSizeOnScreen, layoutUnitLabel, lineOffsets } from './model/unit-labels';
import { type MapView, viewCssTransform } from './model/viewport';
import { amenityIconHref } from './map-icons';
import { FloorAreas } from './FloorAreas';
import { usePanZoom } from './use-pan-zoom';
import styles from './FloorPlanCanvas.module.css';

/** the smallest comfortable tap target (WCAG 2.5.5), in CSS px */
const TAP_TARGET_PX = 44;

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
  /** drawn over the plan in its coordinates (a route) */
  overlay?: ReactNode;
}

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
  overlay = null,
}: FloorPlanCanvasProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const worldRef = useRef<SVGGElement>(null);
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

  // CSS px per plan unit at this zoom: a name is drawn only where it is big enough to read (issue 22)
  const pxPerUnit = (frameWidth / vb.width) * view.scale;
  const labelsState = frameWidth === 0 ? undefined : 'on';

  // A unit drawn 12 px wide is still a 44-px target (issue 22): a tap beside units picks the nearest one
  // within half a target's width, as if each had a larger hit area that never steals a neighbour's own.
  const tapNearest = (event: MouseEvent<SVGSVGElement>) => {
    if (!(event.target instanceof Element) || event.target.closest('[data-unit]') || pxPerUnit <= 0) return;
    const matrix = worldRef.current?.getScreenCTM()?.inverse();
    if (!matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    const reach = TAP_TARGET_PX / 2 / pxPerUnit;
    let best: { code: string; distance: number } | null = null;
    for (const { unit, box, info } of shapes) {
      if (!info?.label) continue;
      const dx = Math.max(box.x1 - at.x, 0, at.x - box.x2);
      const dy = Math.max(box.y1 - at.y, 0, at.y - box.y2);
      const distance = Math.hypot(dx, dy);
      if (distance <= reach && (!best || distance < best.distance)) best = { code: unit.code, distance };
    }
    const target = best && svgRef.current?.querySelector(`[data-unit="${CSS.escape(best.code)}"]`);
    if (best && target) onActivateUnit(best.code, target);
  };
  const amenityRadius = 13;
  // pictograms grow more slowly than the plan, so zooming in does not bury the units under them
  const amenityScale = Math.round((1 / Math.sqrt(view.scale)) * 1000) / 1000;

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
      onClick={tapNearest}
    >
      <rect x={vb.minX} y={vb.minY} width={vb.width} height={vb.height} className={styles.ground} />
      <g ref={worldRef} className={styles.world} style={{ transform: viewCssTransform(view, vb) }}>
        <path d={plan.outline} className={styles.building} />
        {plan.areas && plan.areas.length > 0 && <FloorAreas areas={plan.areas} locale={locale} pxPerUnit={pxPerUnit} />}
        {shapes.map(({ unit, box, info, labelLayout }) => {
          const isPlace = Boolean(info?.label);
          const match = highlighted === null ? undefined : highlighted.has(unit.code);
          const selected = selectedUnit === unit.code;
          const labelSize = labelLayout ? labelSizeOnScreen(labelLayout.fontSize, pxPerUnit) : null;
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
              {labelLayout && labelSize !== null && (
                <text
                  className={styles.label}
                  x={unit.labelX}
                  y={unit.labelY}
                  fontSize={Math.round(labelSize * 100) / 100}
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
                href={amenityIconHref(amenity.kind)}
                x={-9}
                y={-9}
                width={18}
                height={18}
                className={styles.amenityGlyph}
              />
            </g>
          ))}
        </g>
        {overlay}
      </g>
    </svg>
  );
}
