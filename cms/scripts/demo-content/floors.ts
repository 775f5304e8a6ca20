/**
 * Floor-plan geometry (the car park's levels are in car-park.ts). The three shop floors share one building shell in a
 * 1200×800 viewBox: a west wing and an east wing (each with a department-store
 * anchor at its far end, two shop rows and a central island split by a cross
 * passage) joined by a round atrium with escalators and lifts. Piso Jacarandá
 * (L3) trades the east wing's island for a food-court seating area and its
 * east anchor for the cinema.
 *
 * Units are separated by 4-unit walls and never touch the corridors, so the
 * plan reads as a mall when drawn as SVG.
 */
import type { AmenityKind, FloorPlan, UnitKind, WalkwayNetwork } from '../../../src/lib/content/index.ts';
import type { L10n } from './text.ts';
import { createRng, type Rng } from './prng.ts';
import { designCarPark, type CarParkCode } from './car-park.ts';

/** which kind of record a unit is meant to hold */
export type Slot = 'store' | 'anchor' | 'leisure' | 'restaurant' | 'service' | 'cinema';

export interface Unit {
  code: string;
  slot: Slot;
  d: string;
  labelX: number;
  labelY: number;
  box: Box;
}

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface FloorDesign {
  code: 'L1' | 'L2' | 'L3' | CarParkCode;
  level: number;
  name: L10n;
  plan: FloorPlan;
  units: Unit[];
  /** drawn with the plan (car-park levels); the shop floors' networks are derived from their units (walkways.ts) */
  walkways?: WalkwayNetwork;
}

export const VIEWBOX = '0 0 1200 800';

/** the shell: rounded wing ends, an atrium that bulges north and south */
export const OUTLINE =
  'M 64 150 H 500 V 130 Q 600 74 700 130 V 150 H 1136 A 24 24 0 0 1 1160 174 V 626 A 24 24 0 0 1 1136 650 H 700 V 670 Q 600 726 500 670 V 650 H 64 A 24 24 0 0 1 40 626 V 174 A 24 24 0 0 1 64 150 Z';

/** rectangles that together lie inside OUTLINE: the self-check keeps every unit within one of them */
export const SAFE_ZONES: Box[] = [
  { x1: 48, y1: 154, x2: 500, y2: 646 },
  { x1: 500, y1: 134, x2: 700, y2: 666 },
  { x1: 700, y1: 154, x2: 1152, y2: 646 },
];

const WALL = 4;
const ROW_NORTH = { y1: 158, y2: 280 };
const ISLAND_NORTH = { y1: 330, y2: 398 };
const ISLAND_SOUTH = { y1: 402, y2: 470 };
const ROW_SOUTH = { y1: 520, y2: 642 };

const rectPath = (b: Box): string => `M ${b.x1} ${b.y1} H ${b.x2} V ${b.y2} H ${b.x1} Z`;
const round1 = (n: number): number => Math.round(n * 10) / 10;

interface Draft {
  slot: Slot;
  d: string;
  box: Box;
  labelX?: number;
  labelY?: number;
}

const rectUnit = (slot: Slot, box: Box): Draft => ({ slot, d: rectPath(box), box });

/** splits [x1, x2] into `count` units of uneven widths, 4-unit walls between them */
function splitRow(
  rng: Rng,
  x1: number,
  x2: number,
  y: { y1: number; y2: number },
  count: number,
  slot: Slot | ((i: number) => Slot),
): Draft[] {
  const weights = Array.from({ length: count }, () => 0.9 + rng.next() * 0.5);
  const total = weights.reduce((a, b) => a + b, 0);
  const usable = x2 - x1 - WALL * (count - 1);
  const out: Draft[] = [];
  let cursor = x1;
  weights.forEach((w, i) => {
    const width = i === count - 1 ? x2 - cursor : Math.round((usable * w) / total);
    const box = { x1: cursor, y1: y.y1, x2: cursor + width, y2: y.y2 };
    out.push(rectUnit(typeof slot === 'function' ? slot(i) : slot, box));
    cursor += width + WALL;
  });
  return out;
}

/** a wing's island: two back-to-back rows, cut in two by a cross passage */
function island(rng: Rng, x1: number, x2: number, slot: (row: number, i: number) => Slot): Draft[] {
  const mid = Math.round((x1 + x2) / 2);
  const halves: [number, number][] = [
    [x1, mid - 20],
    [mid + 20, x2],
  ];
  const out: Draft[] = [];
  [ISLAND_NORTH, ISLAND_SOUTH].forEach((row, r) => {
    halves.forEach(([a, b], half) => {
      out.push(...splitRow(rng, a, b, row, 3, (i) => slot(r, half * 3 + i)));
    });
  });
  return out;
}

/** an anchor with its two outer corners cut, following the rounded shell */
function anchor(slot: Slot, side: 'west' | 'east', x1: number, x2: number): Draft {
  const { y1 } = ROW_NORTH;
  const y2 = ROW_SOUTH.y2;
  const d =
    side === 'west'
      ? `M ${x1} ${y1 + 28} L ${x1 + 28} ${y1} H ${x2} V ${y2} H ${x1 + 28} L ${x1} ${y2 - 28} Z`
      : `M ${x1} ${y1} H ${x2 - 28} L ${x2} ${y1 + 28} V ${y2 - 28} L ${x2 - 28} ${y2} H ${x1} Z`;
  return { slot, d, box: { x1, y1, x2, y2 } };
}

/** the information kiosk in the middle of the atrium, a regular octagon */
function kiosk(cx: number, cy: number, r: number): Draft {
  const pts = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI / 8) * (2 * i + 1);
    return `${round1(cx + r * Math.cos(a))} ${round1(cy + r * Math.sin(a))}`;
  });
  return {
    slot: 'service',
    d: `M ${pts.join(' L ')} Z`,
    box: { x1: cx - r, y1: cy - r, x2: cx + r, y2: cy + r },
    labelX: cx,
    labelY: cy,
  };
}

const ATRIUM = { cx: 600, cy: 405, r: 100 };

interface FloorProgram {
  code: 'L1' | 'L2' | 'L3';
  level: number;
  name: L10n;
  drafts: Draft[];
  amenities: FloorPlan['amenities'];
}

const am = (kind: AmenityKind, x: number, y: number, pt?: string, en?: string): FloorPlan['amenities'][number] =>
  pt && en ? { kind, x, y, label: { pt, en } } : { kind, x, y };

/** amenities every floor has: toilets at the island passages, lifts and escalators in the atrium */
const commonAmenities = (): FloorPlan['amenities'] => [
  am('toilet', 335, 400, 'Sanitários', 'Restrooms'),
  am('toilet', 865, 400, 'Sanitários', 'Restrooms'),
  am('lift', 530, 300, 'Elevador panorâmico', 'Panoramic lift'),
  am('escalator', 575, 360, 'Escada rolante', 'Escalator'),
  am('escalator', 625, 450, 'Escada rolante', 'Escalator'),
];

function programL1(rng: Rng): FloorProgram {
  return {
    code: 'L1',
    level: 1,
    name: { pt: 'Piso Jardim', en: 'Garden Level' },
    drafts: [
      anchor('anchor', 'west', 52, 166),
      ...splitRow(rng, 174, 496, ROW_NORTH, 7, 'store'),
      rectUnit('service', { x1: 504, y1: 150, x2: 578, y2: 250 }),
      rectUnit('service', { x1: 622, y1: 150, x2: 696, y2: 250 }),
      ...splitRow(rng, 704, 1026, ROW_NORTH, 7, 'restaurant'),
      anchor('anchor', 'east', 1034, 1148),
      ...splitRow(rng, 704, 1026, ROW_SOUTH, 7, 'store'),
      rectUnit('service', { x1: 622, y1: 560, x2: 696, y2: 660 }),
      rectUnit('service', { x1: 504, y1: 560, x2: 578, y2: 660 }),
      ...splitRow(rng, 174, 496, ROW_SOUTH, 7, 'store'),
      // three kiosks of the west island are mall services (lost and found, loans, the Libras point)
      ...island(rng, 174, 496, (row, i) => (row === 0 && i >= 3 && i <= 5 ? 'service' : 'store')),
      ...island(rng, 704, 1026, () => 'store'),
      kiosk(ATRIUM.cx, ATRIUM.cy, 24),
    ],
    amenities: [
      ...commonAmenities(),
      am('entrance', 600, 690, 'Entrada principal — Av. Luiz Paulo Franco', 'Main entrance — Av. Luiz Paulo Franco'),
      am('entrance', 600, 128, 'Entrada do estacionamento', 'Car park entrance'),
      // the car park's own desk (lost tickets, monthly passes), where the getting-here page and the car park
      // service put it: next to the car park entrance on the Garden Level
      am('info', 652, 112, 'Central de atendimento do estacionamento', 'Car park help desk'),
      // beside the kiosk it marks, so the kiosk keeps its name
      am('info', ATRIUM.cx, ATRIUM.cy + 39, 'Balcão de informações', 'Information desk'),
      am('atm', 335, 320, 'Caixas eletrônicos', 'ATMs'),
      am('pet_area', 659, 540, 'Espaço Pet', 'Pet area'),
    ],
  };
}

function programL2(rng: Rng): FloorProgram {
  return {
    code: 'L2',
    level: 2,
    name: { pt: 'Piso Ipê', en: 'Ipê Level' },
    drafts: [
      anchor('anchor', 'west', 52, 166),
      ...splitRow(rng, 174, 496, ROW_NORTH, 7, 'store'),
      ...splitRow(rng, 504, 696, { y1: 150, y2: 250 }, 3, 'store'),
      ...splitRow(rng, 704, 1026, ROW_NORTH, 7, 'store'),
      anchor('anchor', 'east', 1034, 1148),
      ...splitRow(rng, 704, 1026, ROW_SOUTH, 7, 'store'),
      rectUnit('service', { x1: 622, y1: 560, x2: 696, y2: 660 }),
      rectUnit('service', { x1: 504, y1: 560, x2: 578, y2: 660 }),
      ...splitRow(rng, 174, 496, ROW_SOUTH, 7, 'store'),
      ...island(rng, 174, 496, () => 'store'),
      ...island(rng, 704, 1026, () => 'store'),
    ],
    amenities: [
      ...commonAmenities(),
      am('family_room', 541, 540, 'Fraldário e sala família', 'Family room'),
      am('atm', 865, 320, 'Caixas eletrônicos', 'ATMs'),
    ],
  };
}

function programL3(rng: Rng): FloorProgram {
  return {
    code: 'L3',
    level: 3,
    name: { pt: 'Piso Jacarandá', en: 'Jacarandá Level' },
    drafts: [
      anchor('leisure', 'west', 52, 166),
      ...splitRow(rng, 174, 496, ROW_NORTH, 7, 'restaurant'),
      ...splitRow(rng, 504, 696, { y1: 150, y2: 250 }, 3, 'restaurant'),
      // the food court: small counters around a seating area, the cinema beyond it
      ...splitRow(rng, 704, 992, ROW_NORTH, 7, 'restaurant'),
      anchor('cinema', 'east', 1000, 1148),
      ...splitRow(rng, 704, 992, ROW_SOUTH, 6, 'restaurant'),
      rectUnit('service', { x1: 622, y1: 560, x2: 696, y2: 660 }),
      rectUnit('service', { x1: 504, y1: 560, x2: 578, y2: 660 }),
      ...splitRow(rng, 174, 496, ROW_SOUTH, 7, 'store'),
      ...island(rng, 174, 496, () => 'store'),
    ],
    amenities: [
      ...commonAmenities().filter((a) => !(a.kind === 'toilet' && a.x > 800)),
      am('toilet', 980, 400, 'Sanitários do cinema', 'Cinema restrooms'),
    ],
  };
}

const UNIT_KIND: Record<Slot, UnitKind> = {
  store: 'store',
  anchor: 'anchor',
  leisure: 'leisure',
  restaurant: 'restaurant',
  service: 'service',
  cinema: 'cinema',
};

function finish(program: FloorProgram): FloorDesign {
  const floorNumber = program.code.slice(1);
  const units: Unit[] = program.drafts.map((draft, i) => ({
    code: `${program.code}-${floorNumber}${String(i + 1).padStart(2, '0')}`,
    slot: draft.slot,
    d: draft.d,
    labelX: draft.labelX ?? round1((draft.box.x1 + draft.box.x2) / 2),
    labelY: draft.labelY ?? round1((draft.box.y1 + draft.box.y2) / 2),
    box: draft.box,
  }));
  return {
    code: program.code,
    level: program.level,
    name: program.name,
    units,
    plan: {
      viewBox: VIEWBOX,
      outline: OUTLINE,
      units: units.map((u) => ({ code: u.code, kind: UNIT_KIND[u.slot], d: u.d, labelX: u.labelX, labelY: u.labelY })),
      amenities: program.amenities,
    },
  };
}

/** a car-park level (car-park.ts): bays and lanes as areas, no units */
function carParkFloor(code: CarParkCode, level: number): FloorDesign {
  const park = designCarPark(code);
  return {
    code,
    level,
    name: { pt: `Estacionamento ${code}`, en: `Car park ${code}` },
    units: [],
    plan: { viewBox: VIEWBOX, outline: park.outline, units: [], amenities: park.amenities, areas: park.areas },
    walkways: park.walkways,
  };
}

/** lowest first, as the floor records' levels order them: the car park under the mall, then the shop floors */
export function designFloors(): FloorDesign[] {
  const rng = createRng('floors');
  return [
    carParkFloor('G2', -2),
    carParkFloor('G1', -1),
    ...[programL1(rng), programL2(rng), programL3(rng)].map(finish),
  ];
}

/** free units of one slot on a floor, in plan order, handed out one at a time */
export class UnitPool {
  private readonly free = new Map<string, string[]>();

  constructor(floors: readonly FloorDesign[]) {
    for (const floor of floors) {
      for (const unit of floor.units) {
        const key = `${floor.code}:${unit.slot}`;
        const list = this.free.get(key) ?? [];
        list.push(unit.code);
        this.free.set(key, list);
      }
    }
  }

  take(floor: string, slot: Slot): string {
    const code = this.free.get(`${floor}:${slot}`)?.shift();
    if (!code) throw new Error(`no free ${slot} unit left on ${floor}`);
    return code;
  }

  remaining(floor: string, slot: Slot): number {
    return this.free.get(`${floor}:${slot}`)?.length ?? 0;
  }
}
