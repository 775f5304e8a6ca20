'use client';

import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import type { ViewBox } from './model/floor-plan';
import {
  IDENTITY_VIEW,
  type MapView,
  PAN_STEP,
  ZOOM_STEP,
  panBy,
  planUnitsPerPixel,
  screenToPlan,
  wheelZoomFactor,
  zoomAt,
} from './model/viewport';

/** a pointer that moves less than this is a tap or a click, not a drag */
const DRAG_THRESHOLD = 5;

interface Gesture {
  pointers: Map<number, { x: number; y: number }>;
  start: { view: MapView; x: number; y: number; distance: number; midX: number; midY: number } | null;
  dragged: boolean;
}

export interface PanZoomOptions {
  /** the plan's frame, in plan units */
  vb: ViewBox;
  view: MapView;
  onViewChange: (view: MapView) => void;
  /** Escape on the plan; without it Escape is left to the page */
  onEscape?: () => void;
}

export interface PanZoom {
  /** a drag is under way (the cursor shows it) */
  dragging: boolean;
  /** spread on the element `svgRef` points at */
  handlers: {
    onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => void;
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => void;
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => void;
    onPointerUp: (event: PointerEvent<SVGSVGElement>) => void;
    onPointerCancel: (event: PointerEvent<SVGSVGElement>) => void;
    onClickCapture: (event: MouseEvent) => void;
  };
}

/**
 * Pan and zoom of the plan drawn in `svgRef`: +/−/0 and the arrow keys, drag
 * to pan, the wheel and a pinch to zoom, with pointer events so mouse, pen
 * and touch share one code path. The view is the caller's state: every
 * gesture reports the next view through `onViewChange`.
 */
export function usePanZoom(
  svgRef: RefObject<SVGSVGElement | null>,
  { vb, view, onViewChange, onEscape }: PanZoomOptions,
): PanZoom {
  const [dragging, setDragging] = useState(false);
  const gesture = useRef<Gesture>({ pointers: new Map(), start: null, dragged: false });
  // the wheel listener is attached once a plan: it reads the latest view and callback through these
  const viewRef = useRef(view);
  viewRef.current = view;
  const onViewChangeRef = useRef(onViewChange);
  onViewChangeRef.current = onViewChange;

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
      onViewChangeRef.current(
        zoomAt(current, factor, vb, screenToPlan(event.clientX - rect.left, event.clientY - rect.top, rect, vb)),
      );
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [svgRef, vb]);

  const pointFromEvent = (event: { clientX: number; clientY: number }) => {
    const rect = svgRef.current?.getBoundingClientRect() ?? { left: 0, top: 0 };
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const g = gesture.current;
    g.pointers.set(event.pointerId, pointFromEvent(event));
    g.dragged = false;
    const [a, b] = [...g.pointers.values()];
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

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
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
      const zoomed = zoomAt(
        g.start.view,
        distance / g.start.distance,
        vb,
        screenToPlan(g.start.midX, g.start.midY, rect, vb),
      );
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

  const endPointer = (event: PointerEvent<SVGSVGElement>) => {
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
    let next: MapView;
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

  return {
    dragging,
    handlers: {
      onKeyDown,
      onPointerDown,
      onPointerMove,
      onPointerUp: endPointer,
      onPointerCancel: endPointer,
      onClickCapture,
    },
  };
}
