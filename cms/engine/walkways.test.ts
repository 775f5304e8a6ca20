import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRecordFile } from './validate-record.ts';

/** The walkway networks of the demo floors (issue 24): the content service checks them as it loads the files. */
const FLOORS = ['floor-g2', 'floor-g1', 'floor-l1', 'floor-l2', 'floor-l3'];
const read = (id: string) => readFileSync(new URL(`../content/floor/${id}.json`, import.meta.url), 'utf8');
const check = (id: string, raw: string) =>
  checkRecordFile({
    path: `cms/content/floor/${id}.json`,
    modelApiKey: 'floor',
    fileId: id,
    raw,
    uploads: new Map(),
    locales: ['pt', 'en'],
  });

type Floor = {
  published: {
    fields: {
      plan: { units: { code: string }[] };
      walkways: { nodes: { id: string; kind: string; unit?: string }[]; edges: [string, string][] };
    };
  };
};
const edit = (id: string, change: (floor: Floor) => void): string => {
  const floor = JSON.parse(read(id)) as Floor;
  change(floor);
  return JSON.stringify(floor);
};

describe('the walkway networks of the demo floors', () => {
  it.each(FLOORS)('%s: connected, with a door into every unit, accepted by the service', (id) => {
    const result = check(id, read(id));
    expect(result.problems).toEqual([]);
    const { plan, walkways } = (JSON.parse(read(id)) as Floor).published.fields;
    const doors = new Set(walkways.nodes.filter((n) => n.kind === 'door').map((n) => n.unit));
    expect(plan.units.filter((u) => !doors.has(u.code))).toEqual([]);
  });

  it('refuses a disconnected network, naming the node cut off', () => {
    const raw = edit('floor-l2', (floor) => {
      const w = floor.published.fields.walkways;
      // the west department store's two doors lose their walks to the corridors
      w.edges = w.edges.filter((edge) => !edge.some((id) => id.startsWith('l2-201-porta')));
    });
    const result = check('floor-l2', raw);
    expect(result.record).toBeNull();
    expect(result.problems.map((p) => p.reason).join('\n')).toMatch(
      /not a WalkwayNetwork: the network is disconnected: node "l2-201-porta-1" cannot be reached/,
    );
  });

  it('refuses a network without a door into one of the plan’s units, naming the unit', () => {
    const raw = edit('floor-l1', (floor) => {
      const w = floor.published.fields.walkways;
      const door = w.nodes.find((n) => n.unit === 'L1-105')!;
      w.nodes = w.nodes.filter((n) => n !== door);
      w.edges = w.edges.filter(([a, b]) => a !== door.id && b !== door.id);
    });
    const result = check('floor-l1', raw);
    expect(result.record).toBeNull();
    expect(result.problems).toContainEqual({
      path: 'cms/content/floor/floor-l1.json',
      field: 'walkways',
      reason: 'published: no door node of the walkway network opens into unit "L1-105" of the plan',
    });
  });

  it('refuses an edge to a node that does not exist, naming it', () => {
    const raw = edit('floor-l3', (floor) => floor.published.fields.walkways.edges.push(['l3-x335', 'l3-ghost']));
    expect(
      check('floor-l3', raw)
        .problems.map((p) => p.reason)
        .join('\n'),
    ).toContain('names node "l3-ghost", which is not in the network');
  });
});
