import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import pt from '../../../../messages/pt.json';
import type { WalkwayNetwork } from '@/lib/content/walkway-schema';
import { findRoute } from './find-route';
import { planRoute } from './plan-route';
import { findRoutePlace, routePlaces } from './route-places';
import { stepText } from './step-text';
import { buildWalkwayGraph, nodeKey, type WayfindingFloor } from './walkway-graph';

/*
 * Two floors. Ground: a corridor A–B–C (x 0…200 at y 100) with a shop door
 * north of C, the entrance west of A, stairs and a lift at B; a landmark
 * beside B. Upper: the same stairs and lift, a corridor to a shop east.
 */
const ground: WalkwayNetwork = {
  nodes: [
    { id: 'entrance', kind: 'entrance', x: -40, y: 100, label: { pt: 'Entrada sul', en: 'South entrance' } },
    { id: 'a', kind: 'junction', x: 0, y: 100 },
    { id: 'b', kind: 'junction', x: 100, y: 100 },
    { id: 'c', kind: 'junction', x: 200, y: 100 },
    { id: 'shop-door', kind: 'door', unit: 'G-1', x: 200, y: 60 },
    {
      id: 'stairs-g',
      kind: 'stairs',
      x: 100,
      y: 120,
      label: { pt: 'a escada', en: 'the stairs' },
      connector: { id: 'stairs', kind: 'stairs', stepFree: false },
    },
    {
      id: 'lift-g',
      kind: 'lift',
      x: 0,
      y: 160,
      label: { pt: 'o elevador B', en: 'lift B' },
      connector: { id: 'lift', kind: 'lift', stepFree: true },
    },
    {
      id: 'fountain',
      kind: 'landmark',
      x: 100,
      y: 100,
      lookX: 100,
      lookY: 60,
      label: { pt: 'a fonte', en: 'the fountain' },
    },
  ],
  edges: [
    ['entrance', 'a'],
    ['a', 'b'],
    ['b', 'c'],
    ['c', 'shop-door'],
    ['b', 'stairs-g'],
    ['a', 'lift-g'],
    ['b', 'fountain'],
  ],
};
const upper: WalkwayNetwork = {
  nodes: [
    {
      id: 'stairs-u',
      kind: 'stairs',
      x: 100,
      y: 120,
      label: { pt: 'a escada', en: 'the stairs' },
      connector: { id: 'stairs', kind: 'stairs', stepFree: false },
    },
    {
      id: 'lift-u',
      kind: 'lift',
      x: 0,
      y: 160,
      label: { pt: 'o elevador B', en: 'lift B' },
      connector: { id: 'lift', kind: 'lift', stepFree: true },
    },
    { id: 'u-b', kind: 'junction', x: 100, y: 160 },
    { id: 'u-d', kind: 'junction', x: 300, y: 160 },
    { id: 'top-door', kind: 'door', unit: 'U-1', x: 300, y: 200 },
  ],
  edges: [
    ['stairs-u', 'u-b'],
    ['lift-u', 'u-b'],
    ['u-b', 'u-d'],
    ['u-d', 'top-door'],
  ],
};
const island: WalkwayNetwork = {
  nodes: [{ id: 'kiosk-door', kind: 'door', unit: 'I-1', x: 0, y: 0 }],
  edges: [],
};

const floors: WayfindingFloor[] = [
  { id: 'g', level: 0, name: 'Térreo', walkways: ground },
  { id: 'u', level: 1, name: 'Piso 1', walkways: upper },
  { id: 'i', level: 2, name: 'Piso 2', walkways: island },
];
const graph = buildWalkwayGraph(floors);
const ids = (result: ReturnType<typeof findRoute>) => (result.ok ? result.nodes.map((n) => n.id) : result);

describe('routing on the walkway graph', () => {
  it('finds the shortest route on a floor', () => {
    expect(ids(findRoute(graph, nodeKey('g', 'entrance'), nodeKey('g', 'shop-door')))).toEqual([
      'entrance',
      'a',
      'b',
      'c',
      'shop-door',
    ]);
  });

  it('takes the stairs when steps are fine, and the lift when step-free is asked', () => {
    const from = nodeKey('g', 'entrance');
    const to = nodeKey('u', 'top-door');
    const quick = ids(findRoute(graph, from, to));
    expect(quick).toContain('stairs-g');
    const stepFree = ids(findRoute(graph, from, to, { stepFree: true }));
    expect(stepFree).toContain('lift-g');
    expect(stepFree).not.toContain('stairs-g');
  });

  it('says there is no route between disconnected parts, and which place it does not know', () => {
    expect(findRoute(graph, nodeKey('g', 'entrance'), nodeKey('i', 'kiosk-door'))).toEqual({
      ok: false,
      reason: 'no-route',
    });
    expect(findRoute(graph, nodeKey('g', 'entrance'), nodeKey('g', 'nowhere'))).toEqual({
      ok: false,
      reason: 'unknown-place',
      key: 'g/nowhere',
    });
  });

  it('finds no step-free route where only stairs join the floors', () => {
    const stairsOnly = buildWalkwayGraph([
      {
        ...floors[0]!,
        walkways: {
          ...ground,
          nodes: ground.nodes.filter((n) => n.id !== 'lift-g'),
          edges: ground.edges.filter((e) => !e.includes('lift-g')),
        },
      },
      floors[1]!,
    ]);
    expect(findRoute(stairsOnly, nodeKey('g', 'entrance'), nodeKey('u', 'top-door'), { stepFree: true })).toEqual({
      ok: false,
      reason: 'no-route',
    });
  });
});

const places = [
  { slug: 'casa-aroeira', name: 'Casa Aroeira', floorId: 'g', unit: 'G-1' },
  { slug: 'mirante', name: 'Mirante', floorId: 'u', unit: 'U-1' },
];

function stepsIn(locale: 'pt' | 'en', from: string, to: string, stepFree = false) {
  const all = routePlaces(graph, places, (id) => floors.find((f) => f.id === id)!.name, locale);
  const planned = planRoute(graph, floors, findRoutePlace(all, from)!, findRoutePlace(all, to)!, { stepFree, locale });
  if (!planned.ok) throw new Error(planned.reason);
  const t = createTranslator({ locale, messages: locale === 'en' ? en : pt, namespace: 'wayfinding.step' });
  return { ...planned.route, text: planned.route.steps.map((s) => stepText(s, t as never)) };
}

describe('the route in words', () => {
  it('lists places, entrances and lifts as starts, by the deep link name', () => {
    const all = routePlaces(graph, places, (id) => floors.find((f) => f.id === id)!.name, 'en');
    expect(all.map((p) => [p.token, p.name])).toEqual([
      ['casa-aroeira', 'Casa Aroeira'],
      ['mirante', 'Mirante'],
      ['entrance', 'South entrance'],
      ['lift-g', 'Lift B (Térreo)'],
      ['lift-u', 'Lift B (Piso 1)'],
    ]);
  });

  it('says every step in Portuguese, with the turn, the landmark and the side of the door', () => {
    expect(stepsIn('pt', 'entrance', 'casa-aroeira').text).toEqual([
      'Comece em Entrada sul (Térreo).',
      'Siga em frente por 35 m.',
      'Siga com a fonte à sua esquerda.',
      'Siga em frente por 25 m.',
      'Chegou: Casa Aroeira fica à sua esquerda.',
    ]);
  });

  it('says every step in English, with the floor change', () => {
    const route = stepsIn('en', 'entrance', 'mirante', true);
    expect(route.text).toEqual([
      'Start at South entrance (Térreo).',
      'Walk 10 m, then turn right.',
      'Walk straight on for 15 m.',
      'Take lift B up to Piso 1.',
      'Walk straight on for 75 m.',
      'You have arrived: Mirante is on your right.',
    ]);
    expect(route.rides).toEqual(['lift']);
    expect(route.legs.map((l) => l.floorId)).toEqual(['g', 'u']);
    expect(route.legs[0]!.exit).toMatchObject({ connector: 'lift', floorId: 'u', up: true });
    expect(route.seconds).toBeGreaterThan(route.metres);
  });

  it('says the ride down in Portuguese', () => {
    expect(stepsIn('pt', 'mirante', 'entrance').text).toContain('Pegue a escada e desça até o Térreo.');
  });
});
