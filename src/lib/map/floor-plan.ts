import type { AmenityKind, FloorPlan, UnitKind } from '@cms/model/json-shapes';

/**
 * Reading a floor plan from the CMS. The plan is a JSON field (opaque to
 * DatoCMS), so it is checked here: a unit or an amenity that cannot be read
 * is dropped, and a plan without a usable viewBox or outline is rejected, so
 * one bad edit hides one shape instead of breaking the map.
 */

export type { AmenityKind, FloorPlan, UnitKind };
export type PlanUnit = FloorPlan['units'][number];
export type PlanAmenity = FloorPlan['amenities'][number];

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

const UNIT_KINDS: readonly UnitKind[] = ['store', 'restaurant', 'service', 'anchor', 'cinema', 'leisure'];
export const AMENITY_KINDS: readonly AmenityKind[] = ['toilet', 'lift', 'escalator', 'entrance', 'parking', 'pet_area', 'info', 'family_room', 'atm'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function parseViewBox(value: string): ViewBox | null {
  const parts = value.trim().split(/[\s,]+/).map(Number);
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return null;
  const [minX, minY, width, height] = parts as [number, number, number, number];
  return width > 0 && height > 0 ? { minX, minY, width, height } : null;
}

function readUnit(value: unknown): PlanUnit | null {
  if (!isRecord(value)) return null;
  const { code, kind, d, labelX, labelY } = value;
  if (typeof code !== 'string' || code === '' || typeof d !== 'string' || !pathBounds(d)) return null;
  if (typeof kind !== 'string' || !(UNIT_KINDS as readonly string[]).includes(kind)) return null;
  if (!isFiniteNumber(labelX) || !isFiniteNumber(labelY)) return null;
  return { code, kind: kind as UnitKind, d, labelX, labelY };
}

function readAmenity(value: unknown): PlanAmenity | null {
  if (!isRecord(value)) return null;
  const { kind, x, y, label } = value;
  if (typeof kind !== 'string' || !(AMENITY_KINDS as readonly string[]).includes(kind)) return null;
  if (!isFiniteNumber(x) || !isFiniteNumber(y)) return null;
  const amenity: PlanAmenity = { kind: kind as AmenityKind, x, y };
  if (isRecord(label) && typeof label.pt === 'string') {
    amenity.label = typeof label.en === 'string' ? { pt: label.pt, en: label.en } : { pt: label.pt };
  }
  return amenity;
}

export function parseFloorPlan(value: unknown): FloorPlan | null {
  if (!isRecord(value)) return null;
  const { viewBox, outline, units, amenities } = value;
  if (typeof viewBox !== 'string' || !parseViewBox(viewBox)) return null;
  if (typeof outline !== 'string' || !pathBounds(outline)) return null;
  return {
    viewBox,
    outline,
    units: Array.isArray(units) ? units.map(readUnit).filter((u): u is PlanUnit => u !== null) : [],
    amenities: Array.isArray(amenities) ? amenities.map(readAmenity).filter((a): a is PlanAmenity => a !== null) : [],
  };
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
    box = box ? { x1: Math.min(box.x1, x), y1: Math.min(box.y1, y), x2: Math.max(box.x2, x), y2: Math.max(box.y2, y) } : { x1: x, y1: y, x2: x, y2: y };
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

export const boxCenter = (b: Box): { x: number; y: number } => ({ x: (b.x1 + b.x2) / 2, y: (b.y1 + b.y2) / 2 });

/**
 * The part of the plan worth framing: the building outline and every amenity
 * (some stand just outside, like a car park entrance), with a margin. CMS
 * viewBoxes leave room around the building; on a phone that room is the
 * difference between a readable plan and a thumbnail.
 */
export function contentViewBox(plan: FloorPlan, margin = 16): ViewBox | null {
  const declared = parseViewBox(plan.viewBox);
  const outline = pathBounds(plan.outline);
  if (!declared || !outline) return declared;
  let { x1, y1, x2, y2 } = outline;
  for (const a of plan.amenities) {
    x1 = Math.min(x1, a.x - 14);
    y1 = Math.min(y1, a.y - 14);
    x2 = Math.max(x2, a.x + 14);
    y2 = Math.max(y2, a.y + 14);
  }
  x1 = Math.max(declared.minX, x1 - margin);
  y1 = Math.max(declared.minY, y1 - margin);
  x2 = Math.min(declared.minX + declared.width, x2 + margin);
  y2 = Math.min(declared.minY + declared.height, y2 + margin);
  return x2 > x1 && y2 > y1 ? { minX: x1, minY: y1, width: x2 - x1, height: y2 - y1 } : declared;
}

export const viewBoxAttribute = (vb: ViewBox): string => `${vb.minX} ${vb.minY} ${vb.width} ${vb.height}`;
