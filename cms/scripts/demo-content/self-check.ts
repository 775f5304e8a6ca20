/**
 * Checks the generated content before it is written: links resolve to
 * records of allowed models, uploads are planned, every place sits on a unit
 * of its own floor (each unit used once), slugs are unique, the floor
 * geometry is clean, and the minimum counts are met.
 */
import { MODELS } from '../../model/models.ts';
import type { FieldDef } from '../../model/types.ts';
import type { FloorDesign } from './floors.ts';
import { SAFE_ZONES, type Box } from './floors.ts';
import type { ContentRecord, Fields } from './records.ts';

export const MINIMUMS: Record<string, number> = {
  store: 120,
  store_category: 12,
  restaurant: 30,
  cuisine: 10,
  movie: 8,
  article: 20,
  service: 12,
  institute_project: 6,
  job_opening: 5,
  floor: 3,
  page: 5,
};

const versions = (r: ContentRecord): Fields[] =>
  [r.file.published?.fields, r.file.draft?.fields].filter((f): f is Fields => !!f);

function localesOf(field: FieldDef, value: unknown): unknown[] {
  if (!field.localized) return [value];
  return value && typeof value === 'object' ? Object.values(value as Record<string, unknown>) : [];
}

/** every { upload } object anywhere in a value */
function uploadsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => uploadsIn(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.upload === 'string') out.push(o.upload);
    Object.values(o).forEach((v) => uploadsIn(v, out));
  }
  return out;
}

function itemLinks(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => itemLinks(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ((o.type === 'itemLink' || o.type === 'inlineItem') && typeof o.item === 'string') out.push(o.item);
    Object.values(o).forEach((v) => itemLinks(v, out));
  }
  return out;
}

/** half the size of an amenity's icon on the plan, in plan units */
const AMENITY_ICON_RADIUS = 12;
const overlaps = (a: Box, b: Box): boolean => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
const inside = (a: Box, z: Box): boolean => a.x1 >= z.x1 && a.x2 <= z.x2 && a.y1 >= z.y1 && a.y2 <= z.y2;

export function checkContent(
  records: readonly ContentRecord[],
  floors: readonly FloorDesign[],
  plannedUploads: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const byId = new Map<string, ContentRecord>();
  for (const r of records) {
    if (byId.has(r.file.id)) problems.push(`duplicate record id ${r.file.id}`);
    byId.set(r.file.id, r);
  }
  const count = (model: string): number => records.filter((r) => r.model === model).length;
  for (const [model, min] of Object.entries(MINIMUMS))
    if (count(model) < min) problems.push(`${model}: ${count(model)} records, at least ${min} required`);
  for (const m of MODELS.filter((m) => m.singleton))
    if (!byId.has(m.apiKey)) problems.push(`singleton ${m.apiKey} missing`);

  const slugs = new Map<string, string>();
  for (const r of records) {
    const model = MODELS.find((m) => m.apiKey === r.model);
    if (!model) {
      problems.push(`${r.file.id}: unknown model ${r.model}`);
      continue;
    }
    for (const fields of versions(r)) {
      for (const key of Object.keys(fields))
        if (!model.fields.some((f) => f.apiKey === key)) problems.push(`${r.file.id}: unknown field ${key}`);
      for (const field of model.fields) {
        const value = fields[field.apiKey];
        if (field.validators?.required && (value === undefined || value === null))
          problems.push(`${r.file.id}: required ${field.apiKey} missing`);
        for (const v of localesOf(field, value)) {
          if (field.type === 'link' || field.type === 'links') {
            const ids = field.type === 'link' ? (v ? [v] : []) : Array.isArray(v) ? v : [];
            for (const id of ids as string[]) {
              const target = byId.get(id);
              if (!target) problems.push(`${r.file.id}.${field.apiKey}: no record ${id}`);
              else if (field.targets && !field.targets.includes(target.model))
                problems.push(`${r.file.id}.${field.apiKey}: ${id} is a ${target.model}`);
            }
          }
          if (field.type === 'structured_text') {
            for (const id of itemLinks(v)) {
              const target = byId.get(id);
              if (!target) problems.push(`${r.file.id}.${field.apiKey}: itemLink to missing ${id}`);
              else if (!(field.links ?? []).includes(target.model))
                problems.push(`${r.file.id}.${field.apiKey}: itemLink to a ${target.model}`);
            }
          }
          if (field.type === 'slug' && typeof v === 'string' && r.file.published) {
            const key = `${r.model}:${field.apiKey}:${v}`;
            const owner = slugs.get(key);
            if (owner && owner !== r.file.id) problems.push(`${r.file.id}: slug ${v} already used by ${owner}`);
            slugs.set(key, r.file.id);
          }
        }
      }
      for (const upload of uploadsIn(fields))
        if (!plannedUploads.has(upload)) problems.push(`${r.file.id}: upload ${upload} is not generated`);
    }
  }

  // units: each place on a unit of its own floor, each unit once
  const unitFloor = new Map<string, string>();
  for (const f of floors) for (const u of f.units) unitFloor.set(u.code, `floor-${f.code.toLowerCase()}`);
  const used = new Map<string, string>();
  for (const r of records.filter((r) => ['store', 'restaurant', 'service'].includes(r.model))) {
    const fields = r.file.published?.fields ?? {};
    const unit = fields.unit as string | undefined;
    if (!unit) {
      problems.push(`${r.file.id}: no unit`);
      continue;
    }
    if (unitFloor.get(unit) !== fields.floor)
      problems.push(`${r.file.id}: unit ${unit} is not on ${String(fields.floor)}`);
    const other = used.get(unit);
    if (other) problems.push(`${r.file.id}: unit ${unit} already used by ${other}`);
    used.set(unit, r.file.id);
  }

  // geometry: units inside the shell, never overlapping
  for (const f of floors) {
    const codes = new Set<string>();
    f.units.forEach((u, i) => {
      if (codes.has(u.code)) problems.push(`${f.code}: duplicate unit code ${u.code}`);
      codes.add(u.code);
      if (!SAFE_ZONES.some((z) => inside(u.box, z))) problems.push(`${f.code}: ${u.code} leaves the building outline`);
      if (u.box.x2 - u.box.x1 < 28 || u.box.y2 - u.box.y1 < 28)
        problems.push(`${f.code}: ${u.code} is too small to label`);
      for (const other of f.units.slice(i + 1))
        if (overlaps(u.box, other.box)) problems.push(`${f.code}: ${u.code} overlaps ${other.code}`);
    });
    // an amenity's icon sits in a corridor: inside a unit it would cover the unit's name
    for (const a of f.plan.amenities) {
      const icon: Box = {
        x1: a.x - AMENITY_ICON_RADIUS,
        y1: a.y - AMENITY_ICON_RADIUS,
        x2: a.x + AMENITY_ICON_RADIUS,
        y2: a.y + AMENITY_ICON_RADIUS,
      };
      const covered = f.units.find((u) => overlaps(icon, u.box));
      if (covered) problems.push(`${f.code}: the ${a.kind} icon at ${a.x},${a.y} covers unit ${covered.code}`);
    }
  }
  return problems;
}

export function unusedUnits(records: readonly ContentRecord[], floors: readonly FloorDesign[]): string[] {
  const used = new Set(records.map((r) => r.file.published?.fields.unit).filter(Boolean));
  return floors.flatMap((f) => f.units.filter((u) => !used.has(u.code)).map((u) => `${u.code} (${u.slot})`));
}
