/**
 * The committed demo content (cms/content, cms/uploads) meets the content
 * issue's minimums and carries the edge cases the screens must handle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createContentEngine } from '../../engine/index.ts';
import type { FloorPlan, HolidayException, MovieSession, WeeklySchedule } from '../../../src/lib/content/index.ts';
import { WEEKDAYS } from '../../../src/lib/content/index.ts';
import { MODELS } from '../../model/models.ts';
import { buildDemoContent } from '../generate-demo-content.ts';

const CMS = fileURLToPath(new URL('../../', import.meta.url));
const CONTENT = join(CMS, 'content');
const UPLOADS = join(CMS, 'uploads');

interface FileRecord {
  id: string;
  position?: number;
  published: { fields: Record<string, unknown> } | null;
  draft?: { fields: Record<string, unknown> };
}

const readModel = (model: string): FileRecord[] =>
  existsSync(join(CONTENT, model))
    ? readdirSync(join(CONTENT, model))
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(CONTENT, model, f), 'utf8')) as FileRecord)
    : [];
const one = (model: string, id: string): FileRecord => {
  const rec = readModel(model).find((r) => r.id === id);
  if (!rec) throw new Error(`${model}/${id} missing`);
  return rec;
};
const fields = (r: FileRecord): Record<string, unknown> => r.published?.fields ?? r.draft?.fields ?? {};

function walkFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walkFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

describe('demo content: quantities', () => {
  it.each([
    ['store', 120],
    ['store_category', 12],
    ['restaurant', 30],
    ['cuisine', 10],
    ['movie', 8],
    ['article', 20],
    ['service', 12],
    ['institute_project', 6],
    ['job_opening', 5],
    ['floor', 3],
  ])('has at least %i %s records', (model, min) => {
    expect(readModel(model).length).toBeGreaterThanOrEqual(min);
  });

  it('fills every singleton', () => {
    for (const m of MODELS.filter((m) => m.singleton))
      expect(
        readModel(m.apiKey).map((r) => r.id),
        m.apiKey,
      ).toEqual([m.apiKey]);
  });

  it('has the generic pages the footer and header link to', () => {
    const slugs = readModel('page').map((p) => fields(p).slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['termos-de-uso', 'politica-de-privacidade', 'espaco-pet', 'acessibilidade']),
    );
  });

  it('has three hero slides per locale on the home page', () => {
    const slides = fields(one('home_page', 'home_page')).hero_slides as { pt: unknown[]; en: unknown[] };
    expect(slides.pt).toHaveLength(3);
    expect(slides.en).toHaveLength(3);
  });

  it('spreads stores over three floors and many categories', () => {
    const stores = readModel('store').map(fields);
    expect(new Set(stores.map((s) => s.floor))).toEqual(new Set(['floor-l1', 'floor-l2', 'floor-l3']));
    expect(new Set(stores.map((s) => s.category)).size).toBeGreaterThanOrEqual(12);
    expect(stores.filter((s) => s.featured).length).toBeGreaterThanOrEqual(8);
  });
});

describe('demo content: edge cases', () => {
  it('has a store with no schedule', () => {
    expect(fields(one('store', 'store-veu-de-noiva-atelie')).hours_source).toBe('none');
  });

  it('has a store whose own schedule is malformed', () => {
    const f = fields(one('store', 'store-drone-alto'));
    expect(f.hours_source).toBe('own');
    expect(f.opening_hours).toEqual({ mon: [{ open: '25:99', close: 'x' }] });
  });

  it('has a restaurant open past midnight', () => {
    const f = fields(one('restaurant', 'restaurant-boteco-pe-de-ipe'));
    const ranges = Object.values(f.opening_hours as WeeklySchedule).flat();
    expect(f.hours_source).toBe('own');
    expect(ranges).toContainEqual({ open: '18:00', close: '02:00' });
  });

  it('has a field with no English translation', () => {
    const short = fields(one('store', 'store-rasteira-mineira')).short_description as Record<string, string>;
    expect(short.pt).toBeTruthy();
    expect(short.en).toBeUndefined();
  });

  it('has optional holidays and stores that stay closed on them', () => {
    const holidays = fields(one('site_settings', 'site_settings')).holidays as HolidayException[];
    expect(holidays.some((h) => h.optional === true && h.mall !== 'closed')).toBe(true);
    expect(readModel('store').some((s) => fields(s).opens_on_optional_holidays === false)).toBe(true);
  });

  it('covers holidays from November 2026 to December 2027, Christmas closed except food and cinema', () => {
    const holidays = fields(one('site_settings', 'site_settings')).holidays as HolidayException[];
    const dates = holidays.map((h) => h.date);
    expect(dates).toEqual(
      expect.arrayContaining(['2026-11-20', '2026-12-08', '2026-12-25', '2027-01-01', '2027-08-15', '2027-12-25']),
    );
    const christmas = holidays.find((h) => h.date === '2026-12-25');
    expect(christmas?.mall).toBe('closed');
    expect(christmas?.sectors?.gastronomy).not.toBe('closed');
  });

  it('has a draft-only article and a published article with unpublished changes', () => {
    const draftOnly = one('article', 'article-black-friday');
    expect(draftOnly.published).toBeNull();
    expect(draftOnly.draft).toBeDefined();
    const updated = one('article', 'article-horario-fim-de-ano');
    expect(updated.published && updated.draft).toBeTruthy();
    expect((updated.draft?.fields.title as { pt: string }).pt).not.toBe(
      (updated.published?.fields.title as { pt: string }).pt,
    );
  });
});

describe('demo content: cinema programme', () => {
  const movies = readModel('movie').map(fields);

  it('has sessions on every weekday of any week from 2026-11-01 to 2027-03-31', () => {
    for (
      let d = new Date('2026-11-01T12:00:00Z');
      d <= new Date('2027-03-31T12:00:00Z');
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      const day = d.toISOString().slice(0, 10);
      const weekday = WEEKDAYS[(d.getUTCDay() + 6) % 7];
      const showing = movies.filter(
        (m) => (m.starts_on as string) <= day && (!m.ends_on || (m.ends_on as string) >= day),
      );
      const sessions = showing.flatMap((m) => (m.sessions as MovieSession[]).filter((s) => s.weekday === weekday));
      expect(showing.length, day).toBeGreaterThanOrEqual(4);
      expect(sessions.length, day).toBeGreaterThanOrEqual(8);
    }
  });

  it('offers accessible sessions and every format', () => {
    const sessions = movies.flatMap((m) => m.sessions as MovieSession[]);
    expect(new Set(sessions.map((s) => s.format))).toEqual(new Set(['2D', '3D', 'IMAX', 'VIP']));
    for (const a of ['audio_description', 'libras', 'closed_captions'])
      expect(sessions.some((s) => s.accessibility.includes(a as never))).toBe(true);
  });
});

describe('demo content: map and images', () => {
  it('puts every store, restaurant and service on its own unit of its floor', () => {
    const unitsByFloor = new Map(
      readModel('floor').map((f) => [f.id, new Set((fields(f).plan as FloorPlan).units.map((u) => u.code))]),
    );
    const used = new Set<string>();
    for (const r of [...readModel('store'), ...readModel('restaurant'), ...readModel('service')]) {
      const f = fields(r);
      expect(unitsByFloor.get(f.floor as string)?.has(f.unit as string), r.id).toBe(true);
      expect(used.has(f.unit as string), `${r.id} shares ${String(f.unit)}`).toBe(false);
      used.add(f.unit as string);
    }
  });

  it('keeps every referenced upload on disk, under 30 MB in all', () => {
    const text = walkFiles(CONTENT)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const uploads = new Set([...text.matchAll(/"upload": "([^"]+)"/g)].map((m) => m[1] as string));
    expect(uploads.size).toBeGreaterThan(300);
    for (const u of uploads) expect(existsSync(join(UPLOADS, u)), u).toBe(true);
    const total = walkFiles(UPLOADS).reduce((sum, f) => sum + statSync(f).size, 0);
    expect(total).toBeLessThan(30 * 1024 * 1024);
  });
});

describe('demo content: freshness and validity', () => {
  it('is exactly what the generator writes (run `npm run cms:demo-content` after changing it)', () => {
    const { records } = buildDemoContent();
    for (const r of records) {
      const onDisk = readFileSync(join(CONTENT, r.model, `${r.file.id}.json`), 'utf8');
      expect(onDisk, `${r.model}/${r.file.id}`).toBe(JSON.stringify(r.file, null, 2) + '\n');
    }
  });

  it('loads in the content engine with no problems', async () => {
    const engine = await createContentEngine({
      contentDir: CONTENT,
      uploadsDir: UPLOADS,
      assetBaseUrl: 'http://localhost:4010/assets',
    });
    expect(engine.problems).toEqual([]);
    const out = await engine.execute({
      query: '{ _allStoresMeta { count } _allArticlesMeta { count } }',
      includeDrafts: true,
      excludeInvalid: false,
    });
    expect(out).toEqual({
      data: { _allStoresMeta: { count: readModel('store').length }, _allArticlesMeta: { count: 20 } },
    });
  });
});
