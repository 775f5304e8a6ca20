import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findFactContradictions, type FactRecord } from './fact-check.ts';

const contentDir = fileURLToPath(new URL('../content/', import.meta.url));

/** The committed demo content, as the service loads it: one folder per model. */
function demoContent(): FactRecord[] {
  return readdirSync(contentDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(`${contentDir}${d.name}`)
        .filter((f) => f.endsWith('.json'))
        .map(
          (f) => ({ ...JSON.parse(readFileSync(`${contentDir}${d.name}/${f}`, 'utf8')), model: d.name }) as FactRecord,
        ),
    );
}

const published = (id: string, model: string, fields: Record<string, unknown>): FactRecord => ({
  id,
  model,
  published: { fields },
});
const owners: FactRecord[] = [
  published('directions_page', 'directions_page', {
    parking_facilities: { spots: 2350, covered_spots: 1900, ev_chargers: 12 },
  }),
  published('floor-l1', 'floor', {
    code: 'L1',
    name: { pt: 'Piso Jardim', en: 'Garden Level' },
    plan: { amenities: [{ kind: 'parking', label: { pt: 'Estacionamento G1', en: 'Car park G1' } }] },
  }),
  published('floor-l2', 'floor', { code: 'L2', name: { pt: 'Piso Ipê', en: 'Ipê Level' } }),
  published('store-a', 'store', { name: 'A' }),
  published('store-b', 'store', { name: 'B' }),
];
const span = (value: string, marks?: string[]) => ({ type: 'span', value, ...(marks ? { marks } : {}) });

describe('findFactContradictions', () => {
  it('finds nothing in the demo content', () => {
    expect(findFactContradictions(demoContent())).toEqual([]);
  });

  it('finds a parking count, in text or in structured text, that the directions page does not own', () => {
    const found = findFactContradictions([
      ...owners,
      published('service-parking', 'service', {
        name: { pt: 'Estacionamento', en: 'Car park' },
        description: { pt: '1.850 vagas cobertas no G1.', en: '1,900 covered spaces on level G1.' },
      }),
      published('about_page', 'about_page', {
        body: {
          document: {
            type: 'root',
            children: [{ type: 'paragraph', children: [span('2.350', ['strong']), span(' vagas de estacionamento')] }],
          },
        },
      }),
    ]);
    expect(found.map((f) => [f.record, f.locale, f.fact, f.found, f.expected])).toEqual([
      ['service-parking', 'pt', 'parkingSpaces', '1.850', '2350 / 1900'],
    ]);
  });

  it('reads "vagas" as jobs when the record says nothing of parking, and bounds as bounds', () => {
    const found = findFactContradictions([
      ...owners,
      published('job', 'job_opening', { description: { pt: '5 vagas para vendedor.', en: '5 openings.' } }),
      published('article', 'article', { title: { pt: 'Descontos em mais de 80 lojas', en: 'Over 80 shops' } }),
    ]);
    expect(found).toEqual([]);
  });

  it('finds a level that no floor owns, a wrong number of levels, a wrong count of shops and chargers', () => {
    const found = findFactContradictions([
      ...owners,
      published('directions-note', 'service', {
        text: {
          pt: 'Procure o balcão do piso G3. São 3 pisos e 2 lojas, com 24 pontos de recarga.',
          en: 'Go to the desk on level G1 of the Garden Level. 2 levels, 5 shops.',
        },
      }),
    ]);
    expect(found.map((f) => [f.locale, f.fact, f.found, f.expected])).toEqual([
      ['pt', 'levelName', 'G3', 'l1, jardim, garden, g1, l2, ipê'],
      ['pt', 'evChargers', '24', '12'],
      ['pt', 'levelCount', '3', '2'],
      // and the map of these two floors has no EV charger to show
      ['pt', 'missingFromMap', 'pontos de recarga', 'an EV charger'],
      ['en', 'shopCount', '5', '2'],
    ]);
  });

  const carPark = (evBays: number): FactRecord =>
    published('floor-g1', 'floor', {
      code: 'G1',
      name: { pt: 'Estacionamento G1', en: 'Car park G1' },
      plan: {
        units: [],
        amenities: [{ kind: 'ev_charger', x: 0, y: 0 }],
        areas: [
          {
            kind: 'ev_bays',
            d: Array.from({ length: evBays }, (_, i) => `M ${i * 12} 0 H ${i * 12 + 12} V 40 H ${i * 12} Z`).join(' '),
          },
        ],
      },
    });

  it('counts the shop floors as the mall’s levels, not the car park’s, and its EV bays against the owner', () => {
    const text = published('about', 'about_page', {
      text: { pt: 'São 2 pisos, com 12 pontos de recarga no G1.', en: '2 levels, 12 EV charging points on G1.' },
    });
    expect(findFactContradictions([...owners, carPark(12), text])).toEqual([]);
    expect(findFactContradictions([...owners, carPark(10), text]).map((f) => [f.record, f.fact, f.found])).toEqual([
      ['floor-g1', 'evChargers', '10'],
    ]);
  });

  it('finds a place another page names that no floor of the map shows', () => {
    const found = findFactContradictions([
      ...owners,
      carPark(12),
      published('service-x', 'service', {
        text: {
          pt: 'Fraldário no Piso Ipê; pague nos totens do G1.',
          en: 'A family room on the Ipê Level; pay at the kiosks on G1.',
        },
      }),
    ]);
    expect(found.map((f) => [f.locale, f.fact, f.found])).toEqual([
      ['pt', 'missingFromMap', 'Fraldário'],
      ['pt', 'missingFromMap', 'totens'],
      ['en', 'missingFromMap', 'family room'],
      ['en', 'missingFromMap', 'at the kiosks'],
    ]);
  });
});
