import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODELS } from '../model/models.ts';
import { checkRecordFile } from './validate-record.ts';

const at = '2026-03-01T10:00:00-03:00';
const floorFile = (plan: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'floor-l9',
    createdAt: at,
    published: { updatedAt: at, publishedAt: at, fields: { name: { pt: 'Piso 9' }, code: 'L9', level: 9, plan } },
    ...extra,
  });
const settingsFile = (fields: Record<string, unknown>) =>
  JSON.stringify({ id: 'site_settings', createdAt: at, published: { updatedAt: at, publishedAt: at, fields } });
const check = (modelApiKey: string, fileId: string, raw: string) =>
  checkRecordFile({
    path: `cms/content/${modelApiKey}/${fileId}.json`,
    modelApiKey,
    fileId,
    raw,
    uploads: new Map(),
    locales: ['pt', 'en'],
  });

const plan = {
  viewBox: '0 0 100 100',
  outline: 'M 0 0 H 100 V 100 H 0 Z',
  units: [{ code: 'L9-1', kind: 'store', d: 'M 0 0 H 10 V 10 Z', labelX: 5, labelY: 5 }],
  amenities: [],
};

describe('json fields against their schema', () => {
  it('ties every json field of the model to a schema', () => {
    const missing = MODELS.flatMap((m) =>
      m.fields.filter((f) => f.type === 'json' && !f.schema).map((f) => `${m.apiKey}.${f.apiKey}`),
    );
    expect(missing).toEqual([]);
  });

  it('accepts a value with the documented shape', () => {
    const result = check('floor', 'floor-l9', floorFile(plan));
    expect(result.problems).toEqual([]);
    expect(result.record?.id).toBe('floor-l9');
  });

  it('refuses a file with a malformed json field, saying where and what is wrong', () => {
    const broken = { ...plan, units: [{ ...plan.units[0], kind: 'spaceship' }] };
    const result = check('floor', 'floor-l9', floorFile(broken));
    expect(result.record).toBeNull();
    expect(result.problems).toEqual([
      {
        path: 'cms/content/floor/floor-l9.json',
        field: 'plan.units[0].kind',
        reason: expect.stringMatching(/^published: not a FloorPlan: .*"store".*; got string "spaceship"$/),
      },
    ]);
  });

  it('refuses an unknown key: a weekday typo makes the schedule unreadable', () => {
    const result = check(
      'site_settings',
      'site_settings',
      settingsFile({ mall_hours: { mon: [{ open: '10:00', close: '22:00' }], monday: [] } }),
    );
    expect(result.record).toBeNull();
    expect(result.problems).toContainEqual({
      path: 'cms/content/site_settings/site_settings.json',
      field: 'mall_hours',
      reason: 'published: not a WeeklySchedule: Unrecognized key: "monday"',
    });
  });

  it('says when a time is out of range, with the value found', () => {
    const result = check(
      'site_settings',
      'site_settings',
      settingsFile({ mall_hours: { sat: [{ open: '25:99', close: '22:00' }] } }),
    );
    expect(result.problems).toContainEqual({
      path: 'cms/content/site_settings/site_settings.json',
      field: 'mall_hours.sat[0].open',
      reason: 'published: not a WeeklySchedule: must be a time "HH:MM" between 00:00 and 23:59; got string "25:99"',
    });
  });

  it('lets a file name the json fields it breaks on purpose, and only json fields', () => {
    const broken = { ...plan, viewBox: 'wide' };
    expect(check('floor', 'floor-l9', floorFile(broken, { unvalidatedJson: ['plan'] })).problems).toEqual([]);
    expect(check('floor', 'floor-l9', floorFile(plan, { unvalidatedJson: ['code'] })).problems).toEqual([
      {
        path: 'cms/content/floor/floor-l9.json',
        field: 'unvalidatedJson',
        reason: 'expected a list of json fields of "floor" (plan, walkways)',
      },
    ]);
  });
});

describe('the demo content (cms/content)', () => {
  const content = fileURLToPath(new URL('../content', import.meta.url));
  const files = readdirSync(content, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(content, d.name))
        .filter((f) => f.endsWith('.json'))
        .map((f) => ({ model: d.name, id: f.slice(0, -5), raw: readFileSync(join(content, d.name, f), 'utf8') })),
    );

  it('breaks a json schema only where it says so: the store with malformed hours', () => {
    const declared = files.flatMap((f) =>
      ((JSON.parse(f.raw) as { unvalidatedJson?: string[] }).unvalidatedJson ?? []).map((field) => `${f.id}.${field}`),
    );
    expect(declared).toEqual(['store-drone-alto.opening_hours']);
  });

  it('has every json field valid against its schema', () => {
    // uploads are checked by the engine's load test; only json problems matter here
    const problems = files.flatMap((f) => check(f.model, f.id, f.raw).problems.filter((p) => / not a /.test(p.reason)));
    expect(problems).toEqual([]);
  });
});
