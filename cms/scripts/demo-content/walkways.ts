/**
 * The walkway network of each demo floor (issue 24), derived from the same
 * geometry as its plan (floors.ts): two corridors run the length of the
 * building between the shop rows and the islands, joined at the islands'
 * cross passages and on both sides of the atrium. Every unit's door steps
 * out onto the nearer corridor; the lift, the two escalators and the atrium
 * stairs join the floors; entrances and parking accesses lead out of the
 * atrium's north and south passages.
 */
import type { FloorPlan, LocalizedText, WalkwayNetwork, WalkwayNode } from '../../../src/lib/content/index.ts';
import type { FloorDesign, Unit } from './floors.ts';

const NORTH = 305;
const SOUTH = 495;
const WEST_END = 166;
/** the vertical walks between the corridors: the two islands' cross passages and the atrium's sides */
const CROSSINGS = [335, 540, 660, 865];
const ATRIUM_X = 600;

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** the connectors every floor has, in the atrium (see commonAmenities in floors.ts) */
const CONNECTORS: {
  id: string;
  kind: 'lift' | 'escalator' | 'stairs';
  stepFree: boolean;
  x: number;
  y: number;
  corridor: number;
  label: LocalizedText;
}[] = [
  {
    id: 'elevador-panoramico',
    kind: 'lift',
    stepFree: true,
    x: 530,
    y: 300,
    corridor: NORTH,
    label: { pt: 'o elevador panorâmico', en: 'the panoramic lift' },
  },
  {
    id: 'escada-rolante-norte',
    kind: 'escalator',
    stepFree: false,
    x: 575,
    y: 360,
    corridor: NORTH,
    label: { pt: 'a escada rolante norte', en: 'the north escalator' },
  },
  {
    id: 'escada-rolante-sul',
    kind: 'escalator',
    stepFree: false,
    x: 625,
    y: 450,
    corridor: SOUTH,
    label: { pt: 'a escada rolante sul', en: 'the south escalator' },
  },
  {
    id: 'escadaria-do-atrio',
    kind: 'stairs',
    stepFree: false,
    x: 670,
    y: 340,
    corridor: NORTH,
    label: { pt: 'a escadaria do átrio', en: 'the atrium stairs' },
  },
];

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

class NetworkBuilder {
  readonly nodes: WalkwayNode[] = [];
  readonly edges: [string, string][] = [];
  /** corridor y → x → junction id */
  private readonly spine = new Map<number, Map<number, string>>();

  private readonly floor: string;

  constructor(floor: string) {
    this.floor = floor;
  }

  add(node: WalkwayNode): string {
    this.nodes.push(node);
    return node.id;
  }

  link(a: string, b: string): void {
    this.edges.push([a, b]);
  }

  /** the junction of a corridor at x, created once */
  junction(corridor: number, x: number): string {
    const row = this.spine.get(corridor) ?? new Map<number, string>();
    this.spine.set(corridor, row);
    const at = round1(x);
    const known = row.get(at);
    if (known) return known;
    const id = `${this.floor.toLowerCase()}-${corridor === NORTH ? 'n' : 's'}${at}`.replace('.', '_');
    row.set(at, this.add({ id, kind: 'junction', x: at, y: corridor }));
    return id;
  }

  /** each corridor's junctions, joined west to east */
  closeCorridors(): void {
    for (const row of this.spine.values()) {
      const ids = [...row].sort((a, b) => a[0] - b[0]).map(([, id]) => id);
      ids.slice(1).forEach((id, i) => this.link(ids[i]!, id));
    }
  }
}

/** where a unit's door opens, and onto which corridor */
function doorsOf(unit: Unit): { x: number; y: number; corridor: number }[] {
  const { box } = unit;
  const cx = round1((box.x1 + box.x2) / 2);
  // the department stores and the cinema span both corridors: a door onto each, on their inner side
  if (box.y2 - box.y1 > 400) {
    const x = box.x1 < ATRIUM_X ? box.x2 : box.x1;
    return [
      { x, y: NORTH, corridor: NORTH },
      { x, y: SOUTH, corridor: SOUTH },
    ];
  }
  if (box.y2 <= NORTH) return [{ x: cx, y: box.y2, corridor: NORTH }];
  if (box.y1 >= SOUTH) return [{ x: cx, y: box.y1, corridor: SOUTH }];
  const cy = (box.y1 + box.y2) / 2;
  return cy < (NORTH + SOUTH) / 2 ? [{ x: cx, y: box.y1, corridor: NORTH }] : [{ x: cx, y: box.y2, corridor: SOUTH }];
}

type Amenity = FloorPlan['amenities'][number];

export function designWalkways(floor: FloorDesign): WalkwayNetwork {
  if (floor.walkways) return floor.walkways;
  const b = new NetworkBuilder(floor.code);
  const prefix = floor.code.toLowerCase();
  const eastEnd = Math.min(
    ...floor.units.filter((u) => u.box.y2 - u.box.y1 > 400 && u.box.x1 > ATRIUM_X).map((u) => u.box.x1),
  );

  // the corridors' ends and crossings
  for (const corridor of [NORTH, SOUTH]) {
    b.junction(corridor, WEST_END);
    b.junction(corridor, eastEnd);
  }
  CROSSINGS.forEach((x) => {
    const middle = b.add({ id: `${prefix}-x${x}`, kind: 'junction', x, y: (NORTH + SOUTH) / 2 });
    b.link(b.junction(NORTH, x), middle);
    b.link(middle, b.junction(SOUTH, x));
  });

  // every unit's door; a door on the corridor's line is its junction's neighbour all the same
  for (const unit of floor.units) {
    doorsOf(unit).forEach((door, i, all) => {
      const id = b.add({
        id: all.length > 1 ? `${unit.code.toLowerCase()}-porta-${i + 1}` : `${unit.code.toLowerCase()}-porta`,
        kind: 'door',
        unit: unit.code,
        x: door.x,
        y: door.y,
      });
      b.link(id, b.junction(door.corridor, door.x));
    });
  }

  for (const c of CONNECTORS) {
    const id = b.add({
      id: `${c.id}-${prefix}`,
      kind: c.kind,
      x: c.x,
      y: c.y,
      label: c.label,
      connector: { id: c.id, kind: c.kind, stepFree: c.stepFree },
    });
    b.link(id, b.junction(c.corridor, c.x));
  }

  // entrances and parking accesses lead out through the atrium's passages, north or south
  const ways = floor.plan.amenities.filter(
    (a): a is Amenity & { label: LocalizedText } => (a.kind === 'entrance' || a.kind === 'parking') && !!a.label,
  );
  const byDistance = [...ways].sort((p, q) => Math.abs(p.y - 400) - Math.abs(q.y - 400));
  const outer = new Map<number, string>();
  for (const way of byDistance) {
    const corridor = way.y < 400 ? NORTH : SOUTH;
    const id = b.add({
      id: slug(way.label.pt.split(' — ')[0]!),
      kind: way.kind as 'entrance' | 'parking',
      x: way.x,
      y: way.y,
      label: way.label,
    });
    // a parking access behind an entrance is reached through it
    b.link(id, outer.get(corridor) ?? b.junction(corridor, ATRIUM_X));
    outer.set(corridor, id);
  }

  // landmarks a step can name
  const landmark = (id: string, x: number, y: number, look: [number, number], label: LocalizedText) =>
    b.link(
      b.add({ id: `${prefix}-${id}`, kind: 'landmark', x, y, lookX: look[0], lookY: look[1], label }),
      b.junction(y, x),
    );
  // beside the atrium's walks, so a route across it passes them
  landmark('atrio', ATRIUM_X - 20, NORTH, [ATRIUM_X, 405], { pt: 'o átrio central', en: 'the central atrium' });
  if (floor.code === 'L3')
    landmark('praca-de-alimentacao', 865, NORTH, [865, 400], { pt: 'a praça de alimentação', en: 'the food court' });
  b.closeCorridors();
  return { nodes: b.nodes, edges: b.edges };
}
