// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_VIEW, MAX_SCALE, type MapView, PAN_STEP, ZOOM_STEP } from './model/viewport';
import { type PanZoomOptions, usePanZoom } from './use-pan-zoom';

const vb = { minX: 0, minY: 0, width: 1200, height: 800 };

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

/** an <svg> laid out at 1200×800 CSS px, one plan unit a pixel */
function svgElement() {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    right: 1200,
    bottom: 800,
    width: 1200,
    height: 800,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  svg.setPointerCapture = vi.fn();
  document.body.append(svg);
  return svg;
}

function setup(view: MapView, options: Partial<PanZoomOptions> = {}) {
  const svg = svgElement();
  const onViewChange = vi.fn<(view: MapView) => void>();
  const hook = renderHook((props: PanZoomOptions) => usePanZoom({ current: svg }, props), {
    initialProps: { vb, view, onViewChange, ...options },
  });
  return { svg, onViewChange, hook };
}

const key = (k: string, modifiers: { ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean } = {}) => {
  const event = { key: k, altKey: false, ctrlKey: false, metaKey: false, ...modifiers, preventDefault: vi.fn() };
  return event as typeof event & KeyboardEvent<SVGSVGElement>;
};
const pointer = (pointerId: number, clientX: number, clientY: number) =>
  ({ pointerId, pointerType: 'touch', button: 0, clientX, clientY }) as unknown as PointerEvent<SVGSVGElement>;

describe('usePanZoom on the keyboard', () => {
  it('zooms one step with + or = and back with − or _', () => {
    const { hook, onViewChange } = setup({ scale: 1.5, x: -300, y: -200 });
    for (const k of ['+', '=', '-', '_']) hook.result.current.handlers.onKeyDown(key(k));
    const scales = onViewChange.mock.calls.map(([v]) => v.scale);
    expect(scales).toEqual([1.5 * ZOOM_STEP, 1.5 * ZOOM_STEP, 1, 1]);
  });

  it('stays within the whole floor and the maximum zoom', () => {
    const whole = setup(IDENTITY_VIEW);
    whole.hook.result.current.handlers.onKeyDown(key('-'));
    expect(whole.onViewChange).toHaveBeenLastCalledWith(IDENTITY_VIEW);
    const closest = setup({ scale: MAX_SCALE, x: 0, y: 0 });
    closest.hook.result.current.handlers.onKeyDown(key('+'));
    expect(closest.onViewChange.mock.lastCall?.[0].scale).toBe(MAX_SCALE);
  });

  it('pans a tenth of the width with the arrows and shows the whole floor with 0', () => {
    const { hook, onViewChange } = setup({ scale: 2, x: -600, y: -400 });
    const step = vb.width * PAN_STEP;
    for (const k of ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', '0'])
      hook.result.current.handlers.onKeyDown(key(k));
    expect(onViewChange.mock.calls.map(([v]) => v)).toEqual([
      { scale: 2, x: -600 - step, y: -400 },
      { scale: 2, x: -600 + step, y: -400 },
      { scale: 2, x: -600, y: -400 - step },
      { scale: 2, x: -600, y: -400 + step },
      IDENTITY_VIEW,
    ]);
  });

  it('leaves other keys and shortcuts with a modifier to the page', () => {
    const { hook, onViewChange } = setup(IDENTITY_VIEW);
    const events = [
      key('a'),
      key('+', { ctrlKey: true }),
      key('0', { metaKey: true }),
      key('ArrowLeft', { altKey: true }),
      key('Escape'),
    ];
    for (const event of events) hook.result.current.handlers.onKeyDown(event);
    expect(onViewChange).not.toHaveBeenCalled();
    for (const event of events) expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('hands Escape to onEscape when there is one', () => {
    const onEscape = vi.fn();
    const { hook, onViewChange } = setup(IDENTITY_VIEW, { onEscape });
    const event = key('Escape');
    hook.result.current.handlers.onKeyDown(event);
    expect(onEscape).toHaveBeenCalledOnce();
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onViewChange).not.toHaveBeenCalled();
  });
});

describe('usePanZoom with the wheel', () => {
  const wheel = (svg: SVGSVGElement, deltaY: number) => {
    const event = new WheelEvent('wheel', { deltaY, clientX: 600, clientY: 400, cancelable: true });
    svg.dispatchEvent(event);
    return event;
  };

  it('zooms in around the pointer and keeps the page from scrolling', () => {
    const { svg, onViewChange } = setup(IDENTITY_VIEW);
    expect(wheel(svg, -100).defaultPrevented).toBe(true);
    const next = onViewChange.mock.lastCall![0];
    expect(next.scale).toBeGreaterThan(1);
    // the plan's centre, under the pointer, stays there
    expect(next.x + 600 * next.scale).toBeCloseTo(600);
  });

  it('lets the page scroll down at the whole-floor view', () => {
    const { svg, onViewChange } = setup(IDENTITY_VIEW);
    expect(wheel(svg, 100).defaultPrevented).toBe(false);
    expect(onViewChange).not.toHaveBeenCalled();
  });

  it('reports to the latest callback and from the latest view after a re-render', () => {
    const { svg, hook, onViewChange } = setup(IDENTITY_VIEW);
    const latest = vi.fn<(view: MapView) => void>();
    hook.rerender({ vb, view: { scale: 2, x: -600, y: -400 }, onViewChange: latest });
    wheel(svg, 100);
    expect(onViewChange).not.toHaveBeenCalled();
    expect(latest.mock.lastCall?.[0].scale).toBeLessThan(2);
  });

  it('stops listening when unmounted', () => {
    const { svg, hook, onViewChange } = setup(IDENTITY_VIEW);
    hook.unmount();
    expect(wheel(svg, -100).defaultPrevented).toBe(false);
    expect(onViewChange).not.toHaveBeenCalled();
  });
});

describe('usePanZoom with pointers', () => {
  it('pans by the distance dragged, once past the threshold, and swallows the click that ends the drag', () => {
    const { svg, hook, onViewChange } = setup({ scale: 2, x: -600, y: -400 });
    act(() => hook.result.current.handlers.onPointerDown(pointer(1, 500, 300)));
    act(() => hook.result.current.handlers.onPointerMove(pointer(1, 503, 300)));
    expect(onViewChange).not.toHaveBeenCalled();
    act(() => hook.result.current.handlers.onPointerMove(pointer(1, 540, 320)));
    expect(onViewChange).toHaveBeenLastCalledWith({ scale: 2, x: -560, y: -380 });
    expect(hook.result.current.dragging).toBe(true);
    expect(svg.setPointerCapture).toHaveBeenCalledWith(1);

    act(() => hook.result.current.handlers.onPointerUp(pointer(1, 540, 320)));
    expect(hook.result.current.dragging).toBe(false);
    const click = { stopPropagation: vi.fn() } as unknown as MouseEvent;
    hook.result.current.handlers.onClickCapture(click);
    expect(click.stopPropagation).toHaveBeenCalled();
  });

  it('lets a tap through as a click', () => {
    const { hook, onViewChange } = setup(IDENTITY_VIEW);
    act(() => hook.result.current.handlers.onPointerDown(pointer(1, 500, 300)));
    act(() => hook.result.current.handlers.onPointerMove(pointer(1, 502, 301)));
    act(() => hook.result.current.handlers.onPointerUp(pointer(1, 502, 301)));
    const click = { stopPropagation: vi.fn() } as unknown as MouseEvent;
    hook.result.current.handlers.onClickCapture(click);
    expect(click.stopPropagation).not.toHaveBeenCalled();
    expect(onViewChange).not.toHaveBeenCalled();
  });

  it('zooms with a pinch by the ratio of the fingers’ distances', () => {
    const { hook, onViewChange } = setup(IDENTITY_VIEW);
    act(() => hook.result.current.handlers.onPointerDown(pointer(1, 500, 400)));
    act(() => hook.result.current.handlers.onPointerDown(pointer(2, 700, 400)));
    act(() => hook.result.current.handlers.onPointerMove(pointer(2, 900, 400)));
    const next = onViewChange.mock.lastCall![0];
    expect(next.scale).toBeCloseTo(2);
  });
});
