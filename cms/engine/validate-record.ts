import { modelByApiKey } from '../model/models.ts';
import type { FieldDef, ModelDef } from '../model/types.ts';
import {
  isObject,
  type Json,
  type JsonObject,
  type RecordVersion,
  type StoredRecord,
  type UploadMeta,
} from './content-types.ts';
import { describe } from './describe-value.ts';
import { checkJsonField } from './validate-json-field.ts';
import { checkStructuredText } from './validate-structured-text.ts';

export { unwrapDocument } from './validate-structured-text.ts';

/**
 * Validation of one content file against the model, without looking at other
 * records: shape, types, validators, uploads, structured text. The references
 * to other records it finds are returned for the cross-record pass
 * (load-content.ts), which checks that they exist and are of an allowed model.
 */

export interface ContentProblem {
  path: string;
  field?: string;
  reason: string;
}

/** A record id a field points at, checked once every file is read. */
export interface RecordRef {
  field: string;
  id: string;
  models: readonly string[];
}

export interface FileCheck {
  record: StoredRecord | null;
  problems: ContentProblem[];
  refs: RecordRef[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const TWITTER_CARDS = ['summary', 'summary_large_image'];

/** A localized value is missing when absent, null, "" or []: it then falls back. */
export const isMissing = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

class Checker {
  readonly problems: ContentProblem[] = [];
  readonly refs: RecordRef[] = [];
  private readonly path: string;
  private readonly uploads: ReadonlyMap<string, UploadMeta>;
  /** the project's locale codes, default first */
  private readonly locales: readonly string[];
  unvalidatedJson: ReadonlySet<string> = new Set();
  /**
   * What DatoCMS would hold against the version without refusing it (`_isValid: false`):
   * a required localized field empty in a locale the record has. Strict mode hides such a record.
   */
  invalidities: string[] = [];

  constructor(path: string, uploads: ReadonlyMap<string, UploadMeta>, locales: readonly string[]) {
    this.path = path;
    this.uploads = uploads;
    this.locales = locales;
  }

  fail(field: string | undefined, reason: string): void {
    this.problems.push(field === undefined ? { path: this.path, reason } : { path: this.path, field, reason });
  }

  fields(model: ModelDef, fields: JsonObject, prefix: string, blockIds: Set<string>): void {
    const known = new Set(model.fields.map((f) => f.apiKey));
    for (const key of Object.keys(fields)) {
      if (!known.has(key) && !(prefix !== '' && (key === 'id' || key === 'type')))
        this.fail(`${prefix}${key}`, `unknown field: model "${model.apiKey}" has no field "${key}"`);
    }
    for (const f of model.fields) {
      const where = `${prefix}${f.apiKey}`;
      const value = fields[f.apiKey];
      if (f.localized) {
        if (value === undefined || value === null) {
          if (f.validators?.required) this.fail(where, 'required: no value in any locale');
          continue;
        }
        if (!isObject(value)) {
          this.fail(where, `localized field: expected an object with the locales ${this.locales.join(', ')}`);
          continue;
        }
        for (const loc of Object.keys(value))
          if (!this.locales.includes(loc))
            this.fail(`${where}.${loc}`, `unknown locale "${loc}" (the project's locales: ${this.locales.join(', ')})`);
        // the default locale is refused outright; another locale of the record only makes it invalid (see `invalidities`)
        const [defaultLocale] = this.locales;
        if (f.validators?.required && isMissing(value[defaultLocale!]))
          this.fail(`${where}.${defaultLocale}`, `required: missing in the default locale "${defaultLocale}"`);
        for (const loc of this.locales) {
          const v = value[loc];
          if (!isMissing(v)) this.value(f, v as Json, `${where}.${loc}`, blockIds);
        }
      } else {
        if (isMissing(value)) {
          if (f.validators?.required) this.fail(where, 'required: missing value');
          continue;
        }
        this.value(f, value as Json, where, blockIds);
      }
    }
  }

  /**
   * DatoCMS applies a required validator in every locale a record has (a locale in which any
   * localized field holds a value), not only in the default one.
   */
  localeValidity(model: ModelDef, fields: JsonObject): void {
    const localized = model.fields.filter((f) => f.localized);
    const present = this.locales.filter((l) =>
      localized.some((f) => isObject(fields[f.apiKey]) && !isMissing((fields[f.apiKey] as JsonObject)[l])),
    );
    for (const f of localized) {
      if (!f.validators?.required) continue;
      const value = fields[f.apiKey];
      for (const l of present)
        if (!isObject(value) || isMissing(value[l]))
          this.invalidities.push(`${f.apiKey}.${l}: required, and the record has the locale "${l}"`);
    }
  }

  private value(f: FieldDef, v: Json, where: string, blockIds: Set<string>): void {
    switch (f.type) {
      case 'string':
      case 'text':
      case 'slug':
        if (typeof v !== 'string') return this.fail(where, `expected a string, got ${describe(v)}`);
        return this.stringValidators(f, v, where);
      case 'boolean':
        if (typeof v !== 'boolean') this.fail(where, `expected a boolean, got ${describe(v)}`);
        return;
      case 'integer':
      case 'float':
        if (typeof v !== 'number' || !Number.isFinite(v) || (f.type === 'integer' && !Number.isInteger(v))) {
          return this.fail(where, `expected ${f.type === 'integer' ? 'an integer' : 'a number'}, got ${describe(v)}`);
        }
        return this.range(f, v, where);
      case 'date':
        if (typeof v !== 'string' || !DATE.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
          this.fail(where, `expected a date "YYYY-MM-DD", got ${describe(v)}`);
        return;
      case 'date_time':
        if (typeof v !== 'string' || !DATE_TIME.test(v) || Number.isNaN(Date.parse(v)))
          this.fail(where, `expected an ISO 8601 date-time with offset, got ${describe(v)}`);
        return;
      case 'json':
        return checkJsonField(this, f, v, where);
      case 'color': {
        const ok =
          isObject(v) &&
          ['red', 'green', 'blue', 'alpha'].every(
            (k) => Number.isInteger(v[k]) && (v[k] as number) >= 0 && (v[k] as number) <= 255,
          );
        if (!ok) this.fail(where, 'expected a colour { red, green, blue, alpha } with integers 0–255');
        return;
      }
      case 'lat_lon': {
        const ok =
          isObject(v) &&
          typeof v.latitude === 'number' &&
          Math.abs(v.latitude) <= 90 &&
          typeof v.longitude === 'number' &&
          Math.abs(v.longitude) <= 180;
        if (!ok) this.fail(where, 'expected { latitude, longitude } within ±90 / ±180');
        return;
      }
      case 'file':
        return this.file(v, where, f);
      case 'gallery':
        if (!Array.isArray(v)) return this.fail(where, `expected an array of files, got ${describe(v)}`);
        v.forEach((item, i) => this.file(item, `${where}[${i}]`, f));
        return this.length(f, v.length, where);
      case 'link':
        if (typeof v !== 'string') return this.fail(where, `expected a record id, got ${describe(v)}`);
        this.refs.push({ field: where, id: v, models: f.targets ?? [] });
        return;
      case 'links':
        if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
          return this.fail(where, 'expected an array of record ids');
        v.forEach((id, i) => this.refs.push({ field: `${where}[${i}]`, id: id as string, models: f.targets ?? [] }));
        if (new Set(v).size !== v.length) this.fail(where, 'the same record is linked twice');
        return this.length(f, v.length, where);
      case 'rich_text':
        if (!Array.isArray(v)) return this.fail(where, `expected an array of blocks, got ${describe(v)}`);
        v.forEach((b, i) => this.block(b, f.blocks ?? [], `${where}[${i}]`, blockIds));
        return this.length(f, v.length, where);
      case 'structured_text':
        return checkStructuredText(this, f, v, where, blockIds);
      case 'seo':
        return this.seo(v, where);
    }
  }

  private stringValidators(f: FieldDef, v: string, where: string): void {
    const val = f.validators;
    if (!val) return;
    if (val.enum && !val.enum.includes(v)) this.fail(where, `must be one of ${val.enum.join(', ')}; got "${v}"`);
    if (val.format && !new RegExp(val.format).test(v)) this.fail(where, `must match ${val.format}; got "${v}"`);
    this.length(f, [...v].length, where);
  }

  private length(f: FieldDef, n: number, where: string): void {
    const l = f.validators?.length;
    if (!l) return;
    if (l.min !== undefined && n < l.min) this.fail(where, `length must be at least ${l.min}; got ${n}`);
    if (l.max !== undefined && n > l.max) this.fail(where, `length must be at most ${l.max}; got ${n}`);
  }

  private range(f: FieldDef, n: number, where: string): void {
    const r = f.validators?.range;
    if (!r) return;
    if (r.min !== undefined && n < r.min) this.fail(where, `must be at least ${r.min}; got ${n}`);
    if (r.max !== undefined && n > r.max) this.fail(where, `must be at most ${r.max}; got ${n}`);
  }

  private file(v: Json | undefined, where: string, f?: FieldDef): void {
    if (!isObject(v) || typeof v.upload !== 'string') return this.fail(where, 'expected a file { upload, alt, title }');
    const upload = this.uploads.get(v.upload);
    if (!upload) this.fail(`${where}.upload`, `upload not found: cms/uploads/${v.upload}`);
    else if (f?.validators?.extension?.predefinedList === 'image' && upload.width === null)
      this.fail(`${where}.upload`, `only images are allowed here; ${v.upload} is ${upload.mimeType}`);
    for (const key of ['alt', 'title'] as const) {
      const t = v[key];
      if (t === undefined || t === null || typeof t === 'string') continue;
      if (!isObject(t) || Object.values(t).some((x) => x !== null && typeof x !== 'string'))
        this.fail(`${where}.${key}`, 'expected a string or { pt, en } strings');
    }
    const fp = v.focalPoint;
    if (fp !== undefined && fp !== null && !(isObject(fp) && inUnit(fp.x) && inUnit(fp.y)))
      this.fail(`${where}.focalPoint`, 'expected { x, y } between 0 and 1');
  }

  private seo(v: Json, where: string): void {
    if (!isObject(v)) return this.fail(where, `expected an SEO object, got ${describe(v)}`);
    for (const key of ['title', 'description'] as const) {
      if (v[key] !== undefined && v[key] !== null && typeof v[key] !== 'string')
        this.fail(`${where}.${key}`, 'expected a string');
    }
    if (v.image !== undefined && v.image !== null) this.file(v.image, `${where}.image`);
    if (v.twitterCard !== undefined && v.twitterCard !== null && !TWITTER_CARDS.includes(v.twitterCard as string)) {
      this.fail(`${where}.twitterCard`, `must be one of ${TWITTER_CARDS.join(', ')}`);
    }
    if (v.noIndex !== undefined && v.noIndex !== null && typeof v.noIndex !== 'boolean')
      this.fail(`${where}.noIndex`, 'expected a boolean');
  }

  /** a block of modular content or structured text; its id must be unique in the record */
  block(b: Json | undefined, allowed: readonly string[], where: string, blockIds: Set<string>): void {
    if (!isObject(b) || typeof b.id !== 'string' || typeof b.type !== 'string')
      return this.fail(where, 'expected a block { id, type, …fields }');
    if (blockIds.has(b.id)) this.fail(`${where}.id`, `block id "${b.id}" is used twice in this record`);
    blockIds.add(b.id);
    const model = modelByApiKey(b.type);
    if (!model?.block || !allowed.includes(b.type)) {
      return this.fail(
        `${where}.type`,
        `block type "${b.type}" is not allowed here (allowed: ${allowed.join(', ') || 'none'})`,
      );
    }
    this.fields(model, b, `${where}.`, blockIds);
  }
}

const inUnit = (n: unknown) => typeof n === 'number' && n >= 0 && n <= 1;

function readVersion(
  c: Checker,
  model: ModelDef,
  v: Json | undefined,
  name: 'published' | 'draft',
  blockIds: Set<string>,
): RecordVersion | null {
  if (v === undefined || v === null) return null;
  if (!isObject(v)) {
    c.fail(name, `expected the ${name} version object or null`);
    return null;
  }
  if (typeof v.updatedAt !== 'string' || !DATE_TIME.test(v.updatedAt))
    c.fail(`${name}.updatedAt`, 'expected an ISO 8601 date-time with offset');
  if (name === 'published' && (typeof v.publishedAt !== 'string' || !DATE_TIME.test(v.publishedAt)))
    c.fail('published.publishedAt', 'expected an ISO 8601 date-time with offset');
  if (!isObject(v.fields)) {
    c.fail(`${name}.fields`, 'expected an object of field values');
    return null;
  }
  const before = c.problems.length;
  c.invalidities = [];
  c.fields(model, v.fields, '', blockIds);
  // checks across fields run on fields that passed their own
  if (c.problems.length === before) for (const p of model.check?.(v.fields) ?? []) c.fail(p.field, p.reason);
  c.localeValidity(model, v.fields);
  // field paths are reported without the version, the reason says which one
  for (const p of c.problems.slice(before)) p.reason = `${name}: ${p.reason}`;
  const publishedAt = typeof v.publishedAt === 'string' ? v.publishedAt : null;
  return {
    updatedAt: typeof v.updatedAt === 'string' ? v.updatedAt : '',
    publishedAt,
    firstPublishedAt: typeof v.firstPublishedAt === 'string' ? v.firstPublishedAt : publishedAt,
    fields: v.fields,
    invalidities: c.invalidities,
  };
}

/**
 * `unvalidatedJson`: json fields whose value breaks its schema on purpose.
 * DatoCMS accepts any JSON there, so the demo content keeps one such value
 * (a store's malformed hours) to show how the site copes; it must be named.
 */
function readUnvalidatedJson(c: Checker, model: ModelDef, v: Json | undefined): ReadonlySet<string> {
  if (v === undefined) return new Set();
  const jsonFields = model.fields.filter((f) => f.type === 'json').map((f) => f.apiKey);
  if (!Array.isArray(v) || v.some((k) => typeof k !== 'string' || !jsonFields.includes(k))) {
    c.fail(
      'unvalidatedJson',
      `expected a list of json fields of "${model.apiKey}" (${jsonFields.join(', ') || 'none'})`,
    );
    return new Set();
  }
  return new Set(v as string[]);
}

/**
 * Checks one content file. `record` is null when anything is wrong: a record
 * is served whole or not at all.
 */
export function checkRecordFile(input: {
  path: string;
  modelApiKey: string;
  fileId: string;
  raw: string;
  uploads: ReadonlyMap<string, UploadMeta>;
  /** the project's locale codes, default first */
  locales: readonly string[];
}): FileCheck {
  const c = new Checker(input.path, input.uploads, input.locales);
  const none = (): FileCheck => ({ record: null, problems: c.problems, refs: [] });
  const model = modelByApiKey(input.modelApiKey);
  if (!model) {
    c.fail(undefined, `unknown model "${input.modelApiKey}" (folder name must be a model api key)`);
    return none();
  }
  if (model.block) {
    c.fail(undefined, `"${model.apiKey}" is a block model: blocks live inside their record, not in files`);
    return none();
  }
  let data: Json;
  try {
    data = JSON.parse(input.raw) as Json;
  } catch (e) {
    c.fail(undefined, `not valid JSON: ${(e as Error).message}`);
    return none();
  }
  if (!isObject(data)) {
    c.fail(undefined, 'expected a record object');
    return none();
  }
  if (data.id !== input.fileId)
    c.fail('id', `the id must equal the file name "${input.fileId}"; got ${describe(data.id)}`);
  if (model.singleton && input.fileId !== model.apiKey)
    c.fail('id', `a singleton's id is its model api key "${model.apiKey}"`);
  if (typeof data.createdAt !== 'string' || !DATE_TIME.test(data.createdAt))
    c.fail('createdAt', 'expected an ISO 8601 date-time with offset');
  if (data.position !== undefined && !Number.isInteger(data.position)) c.fail('position', 'expected an integer');
  c.unvalidatedJson = readUnvalidatedJson(c, model, data.unvalidatedJson);
  const publishedIds = new Set<string>();
  const draftIds = new Set<string>();
  const published = readVersion(c, model, data.published, 'published', publishedIds);
  const draft = readVersion(c, model, data.draft, 'draft', draftIds);
  if (!published && !draft && c.problems.length === 0)
    c.fail(undefined, 'the record has neither a published nor a draft version');
  if (c.problems.length > 0) return none();
  return {
    record: {
      id: input.fileId,
      model,
      createdAt: data.createdAt as string,
      position: typeof data.position === 'number' ? data.position : null,
      published,
      draft,
      path: input.path,
      raw: input.raw,
    },
    problems: [],
    refs: c.refs,
  };
}
