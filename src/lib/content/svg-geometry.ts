/**
 * Reading SVG geometry from floor plans: the floor plan schema needs it to
 * refuse a shape that cannot be drawn, and the map needs it to place labels.
 */

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface ViewBox {
  minX: number;
  minY: number;
  width: number;
  height: number;
}

export function parseViewBox(value: string): ViewBox | null {
  const parts = value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return null;
  const [minX, minY, width, height] = parts as [number, number, number, number];
  return width > 0 && height > 0 ? { minX, minY, width, height } : null;
}

const PATH_TOKEN = /([MmLlHhVvCcSsQqTtAaZz])|(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/g;
/** how many numbers each command takes per repetition */
const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/**
 * The bounding box of SVG path data, counting end points and control points
 * (an arc's bulge is ignored: the plans use arcs only for rounded corners, so
 * the box is exact enough for labels, focus and distances). Null when the
 * data cannot be read.
 */
export function pathBounds(d: string): Box | null {
  const tokens = [...d.matchAll(PATH_TOKEN)].map((m) => m[0]);
  let box: Box | null = null;
  const add = (x: number, y: number) => {
    box = box
      ? { x1: Math.min(box.x1, x), y1: Math.min(box.y1, y), x2: Math.max(box.x2, x), y2: Math.max(box.y2, y) }
      : { x1: x, y1: y, x2: x, y2: y };
  };
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let i = 0;
  let command = '';
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (/^[a-z]$/i.test(token)) {
      command = token;
      i += 1;
      if (command.toLowerCase() === 'z') {
        x = startX;
        y = startY;
        continue;
      }
    } else if (command === '' || command.toLowerCase() === 'z') {
      return null;
    }
    const lower = command.toLowerCase();
    const arity = ARITY[lower] ?? 0;
    const args = tokens.slice(i, i + arity).map(Number);
    if (args.length < arity || args.some((n) => !Number.isFinite(n))) return null;
    i += arity;
    const relative = command !== command.toUpperCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    if (lower === 'h') {
      x = ox + (args[0] as number);
    } else if (lower === 'v') {
      y = oy + (args[0] as number);
    } else if (lower === 'a') {
      x = ox + (args[5] as number);
      y = oy + (args[6] as number);
    } else {
      for (let k = 0; k < arity - 2; k += 2) add(ox + (args[k] as number), oy + (args[k + 1] as number));
      x = ox + (args[arity - 2] as number);
      y = oy + (args[arity - 1] as number);
    }
    add(x, y);
    if (lower === 'm') {
      startX = x;
      startY = y;
      // further pairs after a moveto are implicit linetos
      command = relative ? 'l' : 'L';
    }
  }
  return box;
}
