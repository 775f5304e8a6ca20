import { describe, expect, it } from 'vitest';
import { masterplanPhases, masterplanSite } from './masterplan-content';

const phase = (key: string, year: number, extra: Record<string, unknown> = {}) => ({
  key,
  name: { pt: `Fase ${key}`, en: `Phase ${key}` },
  summary: { pt: 'Resumo' },
  year,
  status: 'planned',
  use: 'green',
  area_m2: 1000,
  shape: { x: 10, y: 10, w: 100, h: 100 },
  ...extra,
});

describe('the masterplan’s phases', () => {
  it('come in the order they open, numbered, in the locale', () => {
    const phases = masterplanPhases([phase('b', 2029), phase('a', 2027)], 'en');
    expect(phases.map((p) => [p.number, p.key, p.name, p.summary])).toEqual([
      [1, 'a', 'Phase a', 'Resumo'],
      [2, 'b', 'Phase b', 'Resumo'],
    ]);
  });

  it('are read whole: one phase that cannot be drawn or told and none are shown', () => {
    const bad = [
      phase('outside', 2027, { shape: { x: 950, y: 10, w: 100, h: 10 } }),
      phase('flat', 2027, { shape: { x: 0, y: 0, w: 0, h: 10 } }),
      phase('status', 2027, { status: 'someday' }),
      phase('year', 2027.5),
      phase('area', 2027, { area_m2: -5 }),
      { key: 'nameless', year: 2027, status: 'done', use: 'green', shape: { x: 0, y: 0, w: 1, h: 1 } },
    ];
    for (const b of bad) expect(masterplanPhases([phase('ok', 2027), b], 'pt'), JSON.stringify(b)).toEqual([]);
    expect(masterplanPhases('not a list', 'pt')).toEqual([]);
  });
});

describe('the masterplan’s site', () => {
  it('needs a site and the existing mall that fit the drawing, and streets with their ends', () => {
    const site = {
      site: { x: 0, y: 0, w: 1000, h: 600 },
      existing: { x: 10, y: 10, w: 100, h: 100, label: { pt: 'Hoje', en: 'Today' } },
      streets: [{ name: 'Av. X', x1: 0, y1: 590, x2: 1000, y2: 590 }],
    };
    expect(masterplanSite(site, 'en')).toEqual({
      site: site.site,
      existing: { x: 10, y: 10, w: 100, h: 100, label: 'Today' },
      streets: site.streets,
    });
    expect(masterplanSite({ site: site.site }, 'pt')).toBeNull();
    expect(masterplanSite({ ...site, streets: [...site.streets, { name: 'broken' }] }, 'pt')).toBeNull();
  });
});
