'use client';

import type { AmenityKind } from '@cms/model/json-shapes';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { FloorPlan } from '@cms/model/json-shapes';
import { type Box, contentViewBox, pathBounds, viewBoxAttribute } from '@/lib/map/floor-plan';
import { layoutUnitLabel, lineOffsets } from '@/lib/map/unit-labels';
import {
  IDENTITY_VIEW,
  type MapView,
  PAN_STEP,
  ZOOM_STEP,
  panBy,
  planUnitsPerPixel,
  screenToPlan,
  viewCssTransform,
  wheelZoomFactor,
  zoomAt,
} from '@/lib/map/viewport';
import { amenitySymbolId } from './MapIconSprite';
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
/** a pointer that moves less than this is a tap or a click, not a drag */
const DRAG_THRESHOLD = 5;

interface Gesture {
  pointers: Map<number, { x: number; y: number }>;
  start: { view: MapView; x: number; y: number; distance: number; midX: number; midY: number } | null;
  dragged: boolean;
}

/**
 * One floor drawn as an interactive SVG plan. Units that hold a place are
 * buttons (Tab, Enter/Space, click); the plan itself is focusable and takes
 * +/−/0 and the arrow keys. Drag pans, the wheel and a pinch zoom, all with
 * pointer events so mouse, pen and touch share one code path.
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
  const [dragging, setDragging] = useState(false);
  const gesture = useRef<Gesture>({ pointers: new Map(), start: null, dragged: false });
  const vb = useMemo(() => contentViewBox(plan) ?? { minX: 0, minY: 0, width: 1200, height: 800 }, [plan]);
  const viewRef = useRef(view);
  viewRef.current = view;

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

  // A wheel listener must be non-passive to keep the page from scrolling while zooming.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      const current = viewRef.current;
      const factor = wheelZoomFactor(event.deltaY, event.deltaMode);
      // At the whole-floor view, scrolling down is the page's, not the map's.
      if (factor < 1 && current.scale <= 1) return;
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      onViewChangeRef.current(zoomAt(current, factor, vb, screenToPlan(event.clientX - rect.left, event.clientY - rect.top, rect, vb)));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [vb]);
  const onViewChangeRef = useRef(onViewChange);
  onViewChangeRef.current = onViewChange;

  const pointFromEvent = (event: { clientX: number; clientY: number }) => {
    const rect = svgRef.current?.getBoundingClientRect() ?? { left: 0, top: 0 };
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const g = gesture.current;
    g.pointers.set(event.pointerId, pointFromEvent(event));
    g.dragged = false;
    const pts = [...g.pointers.values()];
    const [a, b] = pts;
    if (!a) return;
    g.start = {
      view: viewRef.current,
      x: a.x,
      y: a.y,
      distance: b ? Math.hypot(b.x - a.x, b.y - a.y) : 0,
      midX: b ? (a.x + b.x) / 2 : a.x,
      midY: b ? (a.y + b.y) / 2 : a.y,
    };
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    if (!g.pointers.has(event.pointerId) || !g.start || !svgRef.current) return;
    g.pointers.set(event.pointerId, pointFromEvent(event));
    const rect = svgRef.current.getBoundingClientRect();
    const upp = planUnitsPerPixel(rect, vb);
    const [a, b] = [...g.pointers.values()];
    if (!a) return;
    if (b && g.start.distance > 0) {
      const distance = Math.hypot(b.x - a.x, b.y - a.y);
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const zoomed = zoomAt(g.start.view, distance / g.start.distance, vb, screenToPlan(g.start.midX, g.start.midY, rect, vb));
      onViewChange(panBy(zoomed, (mid.x - g.start.midX) * upp, (mid.y - g.start.midY) * upp, vb));
      g.dragged = true;
      return;
    }
    const dx = a.x - g.start.x;
    const dy = a.y - g.start.y;
    if (!g.dragged && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!g.dragged) {
      g.dragged = true;
      setDragging(true);
      svgRef.current.setPointerCapture(event.pointerId);
    }
    onViewChange(panBy(g.start.view, dx * upp, dy * upp, vb));
  };

  const endPointer = (event: ReactPointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    g.pointers.delete(event.pointerId);
    const [rest] = [...g.pointers.values()];
    // lifting one finger of a pinch continues as a pan from where it is
    g.start = rest ? { view: viewRef.current, x: rest.x, y: rest.y, distance: 0, midX: rest.x, midY: rest.y } : null;
    if (g.pointers.size === 0) setDragging(false);
  };

  const onClickCapture = (event: MouseEvent) => {
    // the click that ends a drag is not a click on the unit under it
    if (gesture.current.dragged) {
      event.stopPropagation();
      gesture.current.dragged = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = vb.width * PAN_STEP;
    let next: MapView | null = null;
    switch (event.key) {
      case '+':
      case '=':
        next = zoomAt(view, ZOOM_STEP, vb);
        break;
      case '-':
      case '_':
        next = zoomAt(view, 1 / ZOOM_STEP, vb);
        break;
      case '0':
        next = IDENTITY_VIEW;
        break;
      case 'ArrowLeft':
        next = panBy(view, step, 0, vb);
        break;
      case 'ArrowRight':
        next = panBy(view, -step, 0, vb);
        break;
      case 'ArrowUp':
        next = panBy(view, 0, step, vb);
        break;
      case 'ArrowDown':
        next = panBy(view, 0, -step, vb);
        break;
      case 'Escape':
        if (onEscape) {
          event.preventDefault();
          onEscape();
        }
        return;
      default:
        return;
    }
    event.preventDefault();
    onViewChange(next);
  };

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
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endPointer}
      onPointerCancel={endPointer}
      onClickCapture={onClickCapture}
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
              <g key={unit.code} className={styles.unit} data-kind={unit.kind} data-vacant="" data-dimmed={highlighted !== null || undefined} aria-hidden="true">
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
                    <tspan key={i} x={unit.labelX} dy={i === 0 ? `${lineOffsets(labelLayout.lines.length)[0]! + 0.35}em` : '1.15em'}>
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
            <g key={`${amenity.kind}-${i}`} transform={`translate(${amenity.x} ${amenity.y}) scale(${amenityScale})`} className={styles.amenity} data-kind={amenity.kind} data-match={highlightedAmenities?.has(amenity.kind) || undefined}>
              <title>{amenity.label ? (locale === 'en' ? (amenity.label.en ?? amenity.label.pt) : amenity.label.pt) : amenity.kind}</title>
              <circle r={amenityRadius} className={styles.amenityDisc} />
              <use href={`#${amenitySymbolId(amenity.kind)}`} x={-9} y={-9} width={18} height={18} className={styles.amenityGlyph} />
            </g>
          ))}
        </g>
      </g>
    </svg>
  );
}
