/**
 * The car park under the mall, levels G1 and G2 (issue 22, ADR 0077), drawn in
 * the same 1200×800 viewBox as the shop floors so its lift and stairs stand
 * where they stand upstairs (walkways.ts): the panoramic lift at (530, 300),
 * the atrium stairs at (670, 340), both in a lift lobby at the centre.
 *
 * Cars go round a loop of three east–west lanes joined at both ends; bays line
 * the lanes. People walk along a marked walkway between the two middle rows of
 * bays to the lobby, and cross the lanes south of it on a zebra. The priority
 * bays are the ones next to the lobby; G1's twelve EV bays are in its east
 * sector. Bays are areas, not units: nobody "visits" a parking bay.
 */
import type { FloorPlan, LocalizedText, WalkwayNetwork } from '../../../src/lib/content/index.ts';

type Area = NonNullable<FloorPlan['areas']>[number];
type Amenity = FloorPlan['amenities'][number];

export type CarParkCode = 'G1' | 'G2';

export interface CarParkDesign {
  outline: string;
  areas: Area[];
  amenities: Amenity[];
  walkways: WalkwayNetwork;
}

/** the shop floors' shell without the atrium's bulges, a little shorter to the south */
const OUTLINE =
  'M 64 150 H 1136 A 24 24 0 0 1 1160 174 V 594 A 24 24 0 0 1 1136 618 H 64 A 24 24 0 0 1 40 594 V 174 A 24 24 0 0 1 64 150 Z';

const WEST = 110;
const EAST = 1090;
const LOBBY = { x1: 500, y1: 256, x2: 700, y2: 370 };
/** the marked walkway between the two middle rows, each side of the lobby */
const WALK = { y1: 300, y2: 330 };
const WALK_Y = (WALK.y1 + WALK.y2) / 2;
/** the zebra south of the lobby, across lanes B and C */
const ZEBRA = { x1: 580, x2: 620 };
/** a bay's width along its row, in plan units (0.25 m each: a 3 m bay) */
const BAY = 12;
export const EV_BAYS = 12;

interface Row {
  y1: number;
  y2: number;
}
const ROW_1: Row = { y1: 156, y2: 204 };
const LANE_A: Row = { y1: 204, y2: 256 };
const ROW_2: Row = { y1: 256, y2: 300 };
const ROW_3: Row = { y1: 330, y2: 374 };
const LANE_B: Row = { y1: 374, y2: 426 };
const ROW_4: Row = { y1: 426, y2: 470 };
const ROW_5: Row = { y1: 470, y2: 514 };
const LANE_C: Row = { y1: 514, y2: 566 };
const ROW_6: Row = { y1: 566, y2: 612 };

const rect = (x1: number, y1: number, x2: number, y2: number): string => `M ${x1} ${y1} H ${x2} V ${y2} H ${x1} Z`;

/** a strip of bays: its outline, and a line between each two bays */
function bays(x1: number, x2: number, row: Row): string {
  const lines: string[] = [];
  for (let x = x1 + BAY; x <= x2 - BAY / 2; x += BAY) lines.push(`M ${x} ${row.y1} V ${row.y2}`);
  return [rect(x1, row.y1, x2, row.y2), ...lines].join(' ');
}

/** bays one by one, each a closed shape: the EV bays are counted (fact-check.ts) */
const separateBays = (x1: number, count: number, row: Row): string =>
  Array.from({ length: count }, (_, i) => rect(x1 + i * BAY, row.y1, x1 + (i + 1) * BAY, row.y2)).join(' ');

const L = (pt: string, en: string): LocalizedText => ({ pt, en });

const area = (kind: Area['kind'], d: string, label?: LocalizedText): Area => (label ? { kind, d, label } : { kind, d });

export function designCarPark(code: CarParkCode): CarParkDesign {
  const ev = code === 'G1';
  const priorityWidth = 5 * BAY;
  const evX1 = 782;
  const evX2 = evX1 + EV_BAYS * BAY;
  const sector = (letter: 'A' | 'B') => L(`Setor ${letter}`, `Sector ${letter}`);

  const areas: Area[] = [
    // the lanes first: everything else is drawn over them
    area('driving_lane', rect(WEST - 50, LANE_A.y1, EAST + 50, LANE_A.y2)),
    area('driving_lane', rect(WEST - 50, LANE_B.y1, EAST + 50, LANE_B.y2)),
    area('driving_lane', rect(WEST - 50, LANE_C.y1, EAST + 50, LANE_C.y2)),
    area('driving_lane', rect(WEST - 50, LANE_A.y2, WEST, LANE_C.y1)),
    area('driving_lane', rect(EAST, LANE_A.y2, EAST + 50, LANE_C.y1)),
    // the ramp, up to the street on G1 and up to G1 on G2
    area(
      'driving_lane',
      rect(EAST, ROW_1.y1, EAST + 50, LANE_A.y1),
      code === 'G1' ? L('Rampa para a rua', 'Ramp to the street') : L('Rampa para o G1', 'Ramp to G1'),
    ),
    // sector A is west of the lobby, B east of it
    area('parking_bays', bays(WEST - 50, 600, ROW_1)),
    area('parking_bays', bays(600, EAST, ROW_1)),
    area('parking_bays', bays(WEST, LOBBY.x1 - 10 - priorityWidth, ROW_2), sector('A')),
    area('parking_bays', bays(LOBBY.x2 + 10 + priorityWidth, EAST, ROW_2), sector('B')),
    area('parking_bays', bays(WEST, LOBBY.x1 - 10 - priorityWidth, ROW_3)),
    ...(ev
      ? [
          area('parking_bays', bays(LOBBY.x2 + 10 + priorityWidth, evX1 - 4, ROW_3)),
          area('ev_bays', separateBays(evX1, EV_BAYS, ROW_3), L('Recarga', 'EV charging')),
          area('parking_bays', bays(evX2 + 4, EAST, ROW_3)),
        ]
      : [area('parking_bays', bays(LOBBY.x2 + 10 + priorityWidth, EAST, ROW_3))]),
    // the priority bays: the four strips that touch the lobby
    ...[ROW_2, ROW_3].flatMap((row) => [
      area('priority_bays', separateBays(LOBBY.x1 - 10 - priorityWidth, 5, row), L('Preferenciais', 'Priority')),
      area('priority_bays', separateBays(LOBBY.x2 + 10, 5, row), L('Preferenciais', 'Priority')),
    ]),
    ...[ROW_4, ROW_5, ROW_6].flatMap((row) => [
      area('parking_bays', bays(WEST, ZEBRA.x1 - 6, row), row === ROW_5 ? sector('A') : undefined),
      area('parking_bays', bays(ZEBRA.x2 + 6, EAST, row), row === ROW_5 ? sector('B') : undefined),
    ]),
    // the people's ways, over the lanes they cross
    area('walkway', rect(WEST, WALK.y1, LOBBY.x1, WALK.y2)),
    area('walkway', rect(LOBBY.x2, WALK.y1, EAST, WALK.y2)),
    area('walkway', rect(ZEBRA.x1, LOBBY.y2, ZEBRA.x2, ROW_6.y2)),
    area('lift_lobby', rect(LOBBY.x1, LOBBY.y1, LOBBY.x2, LOBBY.y2), L('Hall dos elevadores', 'Lift lobby')),
  ];

  const name = `Estacionamento ${code}`;
  const amenities: Amenity[] = [
    {
      kind: 'lift',
      x: 530,
      y: 300,
      label: L('Elevador panorâmico', 'Panoramic lift'),
    },
    { kind: 'stairs', x: 670, y: 340, label: L('Escada para o shopping', 'Stairs up to the mall') },
    { kind: 'pay_station', x: 600, y: 276, label: L('Totens de pagamento', 'Pay kiosks') },
    { kind: 'parking', x: WEST + 20, y: WALK_Y, label: L(`${name} — setor A`, `Car park ${code} — sector A`) },
    { kind: 'parking', x: EAST - 20, y: WALK_Y, label: L(`${name} — setor B`, `Car park ${code} — sector B`) },
    ...(ev
      ? [
          {
            kind: 'ev_charger' as const,
            x: (evX1 + evX2) / 2,
            y: ROW_3.y2 + 14,
            label: L(`${EV_BAYS} pontos de recarga para carros elétricos`, `${EV_BAYS} EV charging points`),
          },
        ]
      : []),
  ];

  return { outline: OUTLINE, areas, amenities, walkways: carParkWalkways(code, amenities) };
}

/**
 * The walkway along the middle of the car park, the lobby and the zebra, with
 * each sector's end of the walkway as a start ("I left the car in G1, sector
 * A") and the lift and stairs joining the level to the others.
 */
function carParkWalkways(code: CarParkCode, amenities: readonly Amenity[]): WalkwayNetwork {
  const p = code.toLowerCase();
  const nodes: WalkwayNetwork['nodes'] = [];
  const edges: WalkwayNetwork['edges'] = [];
  const j = (id: string, x: number, y: number) => {
    nodes.push({ id: `${p}-${id}`, kind: 'junction', x, y });
    return `${p}-${id}`;
  };
  const chain = (...ids: string[]) => ids.slice(1).forEach((id, i) => edges.push([ids[i]!, id]));

  const west = j('w300', 300, WALK_Y);
  const lobbyWest = j('hall-oeste', LOBBY.x1, WALK_Y);
  const lobby = j('hall', 600, WALK_Y);
  const lobbyEast = j('hall-leste', LOBBY.x2, WALK_Y);
  const east = j('l900', 900, WALK_Y);
  const south = j('faixa-sul', 600, LOBBY.y2);
  const zebraB = j('faixa-b', 600, (LANE_B.y1 + LANE_B.y2) / 2);
  const zebraC = j('faixa-c', 600, (LANE_C.y1 + LANE_C.y2) / 2);

  for (const a of amenities.filter((x) => x.kind === 'parking')) {
    const sector = a.x < 600 ? 'a' : 'b';
    const id = `estacionamento-${p}-setor-${sector}`;
    nodes.push({ id, kind: 'parking', x: a.x, y: a.y, label: a.label! });
    edges.push([id, sector === 'a' ? west : east]);
  }
  nodes.push({
    id: `elevador-panoramico-${p}`,
    kind: 'lift',
    x: 530,
    y: 300,
    label: L('o elevador panorâmico', 'the panoramic lift'),
    connector: { id: 'elevador-panoramico', kind: 'lift', stepFree: true },
  });
  nodes.push({
    id: `escadaria-do-atrio-${p}`,
    kind: 'stairs',
    x: 670,
    y: 340,
    label: L('a escada do átrio', 'the atrium stairs'),
    connector: { id: 'escadaria-do-atrio', kind: 'stairs', stepFree: false },
  });
  nodes.push({
    id: `${p}-totens`,
    kind: 'landmark',
    x: 600,
    y: WALK_Y,
    lookX: 600,
    lookY: 276,
    label: L('os totens de pagamento', 'the pay kiosks'),
  });
  chain(west, lobbyWest, lobby, lobbyEast, east);
  chain(lobby, south, zebraB, zebraC);
  edges.push([`elevador-panoramico-${p}`, lobbyWest], [`escadaria-do-atrio-${p}`, lobbyEast], [`${p}-totens`, lobby]);
  return { nodes, edges };
}
