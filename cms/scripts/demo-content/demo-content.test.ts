import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContentEngine } from '../../engine/index.ts';
import { WEEKDAYS, type MovieSession } from '../../model/json-shapes.ts';

/** The committed demo content meets the content issue's minimums and loads without a problem. */
const contentDir = 'cms/content';
const uploadsDir = 'cms/uploads';

interface FileRecord { id: string; published?: { fields: Record<string, unknown> } | null; draft?: { fields: Record<string, unknown> } | null }
const read = (model: string): FileRecord[] =>
  readdirSync(join(contentDir, model)).map((f) => JSON.parse(readFileSync(join(contentDir, model, f), 'utf8')) as FileRecord);
const fieldsOf = (r: FileRecord) => (r.published ?? r.draft)!.fields;

function sizeOf(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? sizeOf(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);
}

describe('the demo content of Shopping Jacarandá', () => {
  it('is large enough to exercise lists, filters and search', () => {
    const stores = read('store');
    expect(stores.length).toBeGreaterThanOrEqual(120);
    expect(new Set(stores.map((s) => fieldsOf(s).category)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(stores.map((s) => fieldsOf(s).floor)).size).toBe(3);
    expect(read('restaurant').length).toBeGreaterThanOrEqual(30);
    expect(read('article').length).toBeGreaterThanOrEqual(20);
    expect(read('service').length).toBeGreaterThanOrEqual(12);
    expect(read('institute_project').length).toBeGreaterThanOrEqual(6);
    expect(read('job_opening').length).toBeGreaterThanOrEqual(5);
    for (const singleton of ['site_settings', 'home_page', 'about_page', 'contact_page', 'map_page', 'masterplan_page', 'art_culture_page', 'opportunity_page', 'cinema_page', 'institute']) {
      expect(read(singleton), singleton).toHaveLength(1);
    }
  });

  it('has 8 movies whose sessions cover every weekday', () => {
    const movies = read('movie');
    expect(movies.length).toBeGreaterThanOrEqual(8);
    const weekdays = new Set(movies.flatMap((m) => (fieldsOf(m).sessions as MovieSession[]).map((s) => s.weekday)));
    expect([...weekdays].sort()).toEqual([...WEEKDAYS].sort());
  });

  it('includes the edge cases the site must handle', () => {
    const places = [...read('store'), ...read('restaurant')].map(fieldsOf);
    expect(places.some((p) => p.hours_source === 'none')).toBe(true);
    expect(places.some((p) => p.hours_source === 'own' && JSON.stringify(p.opening_hours).includes('25:99'))).toBe(true);
    const pastMidnight = places.some((p) => p.hours_source === 'own' && Object.values((p.opening_hours ?? {}) as Record<string, { open: string; close: string }[]>).flat().some((r) => r.close < r.open));
    expect(pastMidnight).toBe(true);
    expect(places.some((p) => p.opens_on_optional_holidays === false)).toBe(true);
    const holidays = fieldsOf(read('site_settings')[0]!).holidays as { optional?: boolean; mall: unknown }[];
    expect(holidays.some((h) => h.optional)).toBe(true);
    expect(holidays.some((h) => h.mall === 'closed')).toBe(true);
    const articles = read('article');
    expect(articles.some((a) => !a.published && a.draft)).toBe(true);
    expect(articles.some((a) => a.published && a.draft)).toBe(true);
    expect(places.some((p) => { const d = p.short_description as { pt?: string; en?: string } | undefined; return !!d?.pt && !d.en; })).toBe(true);
  });

  it('keeps its images under 30 MB', () => {
    expect(sizeOf(uploadsDir)).toBeLessThan(30 * 1024 * 1024);
  });

  it('loads into the content service with no problem reported', async () => {
    const engine = await createContentEngine({ contentDir, uploadsDir, assetBaseUrl: 'http://localhost:4010/assets' });
    expect(engine.problems).toEqual([]);
    const result = await engine.execute({ query: '{ _allStoresMeta { count } allMovies(first: 50) { slug } }', includeDrafts: false, excludeInvalid: false });
    expect(result).toEqual({ data: { _allStoresMeta: { count: read('store').filter((s) => s.published).length }, allMovies: expect.any(Array) } });
  }, 60_000);
});
