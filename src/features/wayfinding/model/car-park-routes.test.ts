import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import pt from '../../../../messages/pt.json';
import network from './demo-network.fixture.json';
import { walkwayNetworkSchema } from '@/lib/content/walkway-schema';
import { planRoute } from './plan-route';
import { findRoutePlace, routePlaces, type PlaceInUnit } from './route-places';
import { stepText } from './step-text';
import { buildWalkwayGraph, type WayfindingFloor } from './walkway-graph';

/*
 * The demo content's own floors, car park included (issue 24, ADR 0077), as the map page's query answers them
 * (`npm run cms:fixtures` writes the fixture, check:generated keeps it current): "I left the car on G2" must
 * lead to a shop upstairs, step-free through the lift.
 */
const floors = (locale: 'pt' | 'en'): WayfindingFloor[] =>
  network[locale].floors.map(({ id, level, name, walkways }) => ({
    id,
    level,
    name,
    walkways: walkwayNetworkSchema.parse(walkways),
  }));
const stores: PlaceInUnit[] = network.pt.stores.flatMap(({ slug, name, unit, floorId }) =>
  unit && floorId ? [{ slug, name, floorId, unit }] : [],
);
const upstairs = stores.find((s) => s.floorId === 'floor-l2')!;

function route(locale: 'pt' | 'en', from: string, stepFree: boolean) {
  const all = floors(locale);
  const graph = buildWalkwayGraph(all);
  const places = routePlaces(graph, stores, (id) => all.find((f) => f.id === id)!.name, locale);
  const planned = planRoute(graph, all, findRoutePlace(places, from)!, findRoutePlace(places, upstairs.slug)!, {
    stepFree,
    locale,
  });
  if (!planned.ok) throw new Error(planned.reason);
  const t = createTranslator({ locale, messages: locale === 'en' ? en : pt, namespace: 'wayfinding.step' });
  return { ...planned.route, text: planned.route.steps.map((s) => stepText(s, t as never)), places };
}

describe('routes from the car park', () => {
  it('offers each car-park level’s sectors as parking starts, in both languages', () => {
    const pick = (locale: 'pt' | 'en') =>
      route(locale, 'estacionamento-g2-setor-a', true)
        .places.filter((p) => p.group === 'parking')
        .map((p) => p.name);
    expect(pick('pt')).toEqual(
      expect.arrayContaining([
        'Estacionamento G1 — setor A',
        'Estacionamento G1 — setor B',
        'Estacionamento G2 — setor A',
        'Estacionamento G2 — setor B',
      ]),
    );
    expect(pick('en')).toEqual(expect.arrayContaining(['Car park G1 — sector A', 'Car park G2 — sector B']));
  });

  it('leads step-free from G2 to a shop on L2 by the lift, drawn on both floors', () => {
    const r = route('en', 'estacionamento-g2-setor-a', true);
    expect(r.rides).toEqual(['lift']);
    expect(r.legs.map((l) => l.floorId)).toEqual(['floor-g2', 'floor-l2']);
    expect(r.text).toContain('Take the panoramic lift up to Ipê Level.');
    // the start names its level once
    expect(r.text[0]).toBe('Start at Car park G2 — sector A.');
    expect(route('pt', 'estacionamento-g2-setor-a', true).text).toContain(
      'Pegue o elevador panorâmico e suba até o Piso Ipê.',
    );
  });

  it('may take the stairs up from G1 when steps are no trouble', () => {
    const r = route('en', 'estacionamento-g1-setor-b', false);
    expect(r.legs[0]!.floorId).toBe('floor-g1');
    expect(r.legs.at(-1)!.floorId).toBe('floor-l2');
  });
});
