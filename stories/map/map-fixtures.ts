/**
 * Realistic map data for stories and component tests: the demo content's
 * floor geometry with a hand-picked set of places. Not used by the site.
 */
import type { UnitKind } from '@/lib/content';
import type { MapData, MapPlaceData } from '@/features/map/map-data';
import { directoryLandmarks } from '@/features/map/directory-landmarks';
import { parseFloorPlan } from '@/features/map/model/read-floor-plan';
// the demo content's floor plans, written by `npm run cms:fixtures`
import floorsFixture from './floors.fixture.json';
import { readMallHours } from '@/features/opening-hours/model/read-hours';

// read the way the site reads a plan from the CMS (src/features/map/model/map.test.ts checks that no unit is lost)
const floors = floorsFixture.map((f) => {
  const plan = parseFloorPlan(f.plan);
  if (!plan) throw new Error(`floors.fixture.json: the plan of ${f.code} is unreadable`);
  return { code: f.code as keyof typeof FLOOR_ID, level: f.level, name: f.name, plan };
});

const FLOOR_ID = { G2: 'floor-g2', G1: 'floor-g1', L1: 'floor-l1', L2: 'floor-l2', L3: 'floor-l3' } as const;

function unitsOf(code: 'L1' | 'L2' | 'L3', kind: UnitKind): string[] {
  return (
    floors
      .find((f) => f.code === code)
      ?.plan.units.filter((u) => u.kind === kind)
      .map((u) => u.code) ?? []
  );
}

const week = (open: string, close: string) => ({
  mon: [{ open, close }],
  tue: [{ open, close }],
  wed: [{ open, close }],
  thu: [{ open, close }],
  fri: [{ open, close }],
  sat: [{ open, close }],
  sun: [{ open: '14:00', close: '20:00' }],
});

/** as the server hands it over: checked by the hours' schemas */
export const fixtureMallHours = readMallHours({
  sectorHours: {
    stores: week('10:00', '22:00'),
    gastronomy: week('11:00', '23:00'),
    cinema: week('13:00', '23:59'),
    leisure: week('10:00', '22:00'),
  },
  holidays: [{ date: '2026-12-25', name: { pt: 'Natal', en: 'Christmas' }, mall: 'closed' }],
});

interface Seed {
  kind: MapPlaceData['kind'];
  name: string;
  slug: string;
  category: { slug: string; name: string } | null;
  floor: 'L1' | 'L2' | 'L3';
  unitKind: UnitKind;
  hoursSource?: 'sector' | 'own' | 'none';
}

const SEEDS: Seed[] = [
  {
    kind: 'store',
    name: 'Casa Aroeira',
    slug: 'casa-aroeira',
    category: { slug: 'casa-e-decoracao', name: 'Casa e decoração' },
    floor: 'L1',
    unitKind: 'store',
  },
  {
    kind: 'store',
    name: 'Ateliê Ipê Roxo',
    slug: 'atelie-ipe-roxo',
    category: { slug: 'moda-feminina', name: 'Moda feminina' },
    floor: 'L1',
    unitKind: 'store',
  },
  {
    kind: 'store',
    name: 'Sapataria Serra do Curral',
    slug: 'sapataria-serra-do-curral',
    category: { slug: 'calcados', name: 'Calçados' },
    floor: 'L1',
    unitKind: 'store',
  },
  {
    kind: 'store',
    name: 'Livraria Pampulha',
    slug: 'livraria-pampulha',
    category: { slug: 'livros-e-papelaria', name: 'Livros e papelaria' },
    floor: 'L1',
    unitKind: 'store',
    hoursSource: 'own',
  },
  {
    kind: 'store',
    name: 'Ótica Mirante',
    slug: 'otica-mirante',
    category: { slug: 'oticas', name: 'Óticas' },
    floor: 'L1',
    unitKind: 'store',
    hoursSource: 'none',
  },
  {
    kind: 'store',
    name: 'Grande Magazine Liberdade',
    slug: 'grande-magazine-liberdade',
    category: { slug: 'lojas-de-departamento', name: 'Lojas de departamento' },
    floor: 'L1',
    unitKind: 'anchor',
  },
  {
    kind: 'store',
    name: 'Pé de Moleque Brinquedos',
    slug: 'pe-de-moleque-brinquedos',
    category: { slug: 'infantil', name: 'Infantil' },
    floor: 'L2',
    unitKind: 'store',
  },
  {
    kind: 'store',
    name: 'Alfaiataria Savassi',
    slug: 'alfaiataria-savassi',
    category: { slug: 'moda-masculina', name: 'Moda masculina' },
    floor: 'L2',
    unitKind: 'store',
  },
  {
    kind: 'store',
    name: 'Quartzo Joias',
    slug: 'quartzo-joias',
    category: { slug: 'joias-e-relogios', name: 'Joias e relógios' },
    floor: 'L2',
    unitKind: 'store',
  },
  {
    kind: 'restaurant',
    name: 'Café Ipê Amarelo',
    slug: 'cafe-ipe-amarelo',
    category: { slug: 'cafes', name: 'Cafés' },
    floor: 'L1',
    unitKind: 'restaurant',
  },
  {
    kind: 'restaurant',
    name: 'Mesa Mineira',
    slug: 'mesa-mineira',
    category: { slug: 'mineira', name: 'Mineira' },
    floor: 'L3',
    unitKind: 'restaurant',
  },
  {
    kind: 'restaurant',
    name: 'Sushi Liberdade',
    slug: 'sushi-liberdade',
    category: { slug: 'japonesa', name: 'Japonesa' },
    floor: 'L3',
    unitKind: 'restaurant',
  },
  {
    kind: 'restaurant',
    name: 'Forno da Serra',
    slug: 'forno-da-serra',
    category: { slug: 'pizzaria', name: 'Pizzaria' },
    floor: 'L3',
    unitKind: 'restaurant',
  },
  {
    kind: 'service',
    name: 'Achados e perdidos',
    slug: 'achados-e-perdidos',
    category: null,
    floor: 'L1',
    unitKind: 'service',
  },
  { kind: 'service', name: 'Fraldário', slug: 'fraldario', category: null, floor: 'L2', unitKind: 'service' },
];

function buildPlaces(): MapPlaceData[] {
  const used = new Map<string, number>();
  return SEEDS.map((seed) => {
    const key = `${seed.floor}:${seed.unitKind}`;
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    // every other unit, so neighbours are not all taken
    const unit = unitsOf(seed.floor, seed.unitKind)[index * 2] ?? null;
    return {
      kind: seed.kind,
      id: `${seed.kind}-${seed.slug}`,
      slug: seed.slug,
      name: seed.name,
      category: seed.category,
      floorId: FLOOR_ID[seed.floor],
      unit,
      logoUrl: null,
      hours:
        seed.kind === 'service'
          ? null
          : {
              sector: seed.kind === 'store' ? 'stores' : 'gastronomy',
              hoursSource: seed.hoursSource ?? 'sector',
              openingHours: seed.hoursSource === 'own' ? week('09:00', '21:00') : null,
              opensOnOptionalHolidays: null,
            },
    };
  });
}

export const fixtureMapData: MapData = {
  floors: floors.map((f) => ({ id: FLOOR_ID[f.code], code: f.code, level: f.level, name: f.name.pt, plan: f.plan })),
  places: buildPlaces(),
  mallHours: fixtureMallHours,
  synonyms: [['sanitario', 'banheiro', 'toalete', 'toilet', 'restroom']],
};

/** the nearest landmarks, worked out from the full plans as the map page does on the server */
export const fixtureLandmarks = directoryLandmarks(fixtureMapData);

/** a Wednesday at 15:00 in the mall: stores open */
export const FIXTURE_NOW = '2026-11-18T18:00:00.000Z';
