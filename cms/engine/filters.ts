import { GraphQLError } from 'graphql';
import type { FieldDef, ModelDef } from '../model/types.ts';
import { isObject, type Json } from './content-types.ts';
import { withoutFallbacks, type LocaleCtx } from './localize.ts';
import type { ProjectLocales } from './project-settings.ts';
import { fieldName } from './naming.ts';
import type { QueryContext } from './query-context.ts';
import type { RecordSource } from './sources.ts';
import { isMissing, unwrapDocument } from './validate-record.ts';

/**
 * `filter` and `orderBy` of the collection queries, with DatoCMS's semantics
 * (DATOCMS.md §3.3): siblings are ANDed; `neq`, `notIn` and `notMatches` also
 * match records without a value; `in: []` matches nothing; date-times compare
 * to the minute. Localized fields are read in the query's locale.
 */

export type Predicate = (r: RecordSource) => boolean;
type Args = Record<string, unknown>;

const MINUTE = 60_000;
const minute = (iso: string): number => Math.floor(Date.parse(iso) / MINUTE);

function regexOf(m: unknown): RegExp {
  if (!isObject(m as Json) || typeof (m as Args).pattern !== 'string')
    throw new GraphQLError('"matches" needs a "pattern" string');
  const { pattern, caseSensitive, regexp } = m as {
    pattern: string;
    caseSensitive?: boolean | null;
    regexp?: boolean | null;
  };
  const source = regexp === false ? pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : pattern;
  try {
    return new RegExp(source, caseSensitive ? 'u' : 'iu');
  } catch (e) {
    throw new GraphQLError(`Invalid regular expression in "matches": ${(e as Error).message}`);
  }
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** operators on one scalar value; `cmp` orders two non-null values */
function scalarOps(
  ops: Args,
  read: (r: RecordSource) => unknown,
  norm: (v: unknown) => unknown = (v) => v,
): Predicate[] {
  const out: Predicate[] = [];
  const val = (r: RecordSource) => {
    const v = read(r);
    return v === null || v === undefined ? null : norm(v);
  };
  for (const [op, arg] of Object.entries(ops)) {
    if (arg === undefined || arg === null) continue;
    switch (op) {
      case 'eq': {
        const a = norm(arg);
        out.push((r) => val(r) === a);
        break;
      }
      case 'neq': {
        const a = norm(arg);
        out.push((r) => val(r) !== a);
        break;
      }
      case 'in': {
        const set = new Set((arg as unknown[]).map(norm));
        out.push((r) => set.has(val(r)));
        break;
      }
      case 'notIn': {
        const set = new Set((arg as unknown[]).map(norm));
        out.push((r) => !set.has(val(r)));
        break;
      }
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte': {
        const a = norm(arg) as number | string;
        out.push((r) => {
          const v = val(r) as number | string | null;
          if (v === null) return false;
          return op === 'gt' ? v > a : op === 'gte' ? v >= a : op === 'lt' ? v < a : v <= a;
        });
        break;
      }
      case 'exists':
        out.push((r) => !isMissing(read(r)) === arg);
        break;
      case 'matches': {
        const re = regexOf(arg);
        out.push((r) => {
          const v = read(r);
          return typeof v === 'string' && re.test(v);
        });
        break;
      }
      case 'notMatches': {
        const re = regexOf(arg);
        out.push((r) => {
          const v = read(r);
          return typeof v !== 'string' || !re.test(v);
        });
        break;
      }
      case 'isBlank':
        out.push((r) => isBlank(read(r)) === arg);
        break;
      case 'isPresent':
        out.push((r) => !isBlank(read(r)) === arg);
        break;
      default:
        throw new GraphQLError(`Unsupported filter operator "${op}"`);
    }
  }
  return out;
}

/** operators on a list of ids (links, gallery, `_locales`) */
function listOps(ops: Args, read: (r: RecordSource) => readonly string[]): Predicate[] {
  const out: Predicate[] = [];
  for (const [op, arg] of Object.entries(ops)) {
    if (arg === undefined || arg === null) continue;
    const wanted = Array.isArray(arg) ? (arg as string[]) : [];
    switch (op) {
      case 'eq':
        out.push((r) => {
          const v = read(r);
          return v.length === wanted.length && v.every((x, i) => x === wanted[i]);
        });
        break;
      case 'allIn':
        out.push((r) => {
          const v = new Set(read(r));
          return wanted.every((x) => v.has(x));
        });
        break;
      case 'anyIn':
        out.push((r) => read(r).some((x) => wanted.includes(x)));
        break;
      case 'notIn':
        out.push((r) => !read(r).some((x) => wanted.includes(x)));
        break;
      case 'exists':
        out.push((r) => read(r).length > 0 === arg);
        break;
      default:
        throw new GraphQLError(`Unsupported filter operator "${op}"`);
    }
  }
  return out;
}

/** the plain text of a structured text value, for `matches` */
function structuredTextPlain(v: Json | null): string | null {
  if (!isObject(v)) return null;
  const parts: string[] = [];
  const walk = (n: Json | undefined): void => {
    if (!isObject(n)) return;
    if (n.type === 'span' && typeof n.value === 'string') parts.push(n.value);
    if (n.type === 'code' && typeof n.code === 'string') parts.push(n.code);
    if (Array.isArray(n.children)) n.children.forEach(walk);
  };
  walk(unwrapDocument(v.document) ?? undefined);
  const text = parts.join(' ').trim();
  return text === '' ? null : text;
}

const uploadId = (v: Json | null): string | null => (isObject(v) && typeof v.upload === 'string' ? v.upload : null);

const EARTH_RADIUS_M = 6_371_000;
function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

function fieldPredicates(ctx: QueryContext, f: FieldDef, ops: Args, loc: LocaleCtx): Predicate[] {
  const raw = (r: RecordSource) => ctx.rawValue(r.fields, f, loc);
  switch (f.type) {
    case 'string':
    case 'text':
    case 'slug':
    case 'integer':
    case 'float':
    case 'date':
      return scalarOps(ops, raw);
    case 'boolean':
      // an unset boolean reads as false, as in DatoCMS
      return scalarOps(ops, (r) => raw(r) === true);
    case 'date_time':
      return scalarOps(ops, raw, (v) => minute(v as string));
    case 'json':
    case 'color':
    case 'seo':
      return scalarOps(ops, raw);
    case 'structured_text':
      return scalarOps(ops, (r) => structuredTextPlain(raw(r)));
    case 'file':
      return scalarOps(ops, (r) => uploadId(raw(r)));
    case 'link':
      return scalarOps(ops, raw);
    case 'gallery':
      return listOps(ops, (r) => {
        const v = raw(r);
        return Array.isArray(v) ? v.map(uploadId).filter((x) => x !== null) : [];
      });
    case 'links':
      return listOps(ops, (r) => {
        const v = raw(r);
        return Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
      });
    case 'lat_lon': {
      const { near, ...rest } = ops as { near?: { latitude: number; longitude: number; radius: number } | null };
      const out = scalarOps(rest, raw);
      if (near) {
        out.push((r) => {
          const v = raw(r);
          return (
            isObject(v) &&
            typeof v.latitude === 'number' &&
            typeof v.longitude === 'number' &&
            distanceMetres(near, { latitude: v.latitude, longitude: v.longitude }) <= near.radius
          );
        });
      }
      return out;
    }
    case 'rich_text':
      return [];
  }
}

/** the locale codes in which a record has content: a value in at least one localized field */
export function recordLocaleCodes(r: RecordSource, locales: ProjectLocales): string[] {
  const localized = r.model.fields.filter((f) => f.localized);
  if (localized.length === 0) return [...locales.codes];
  return locales.codes.filter((l) =>
    localized.some((f) => isObject(r.fields[f.apiKey]) && !isMissing((r.fields[f.apiKey] as Record<string, Json>)[l])),
  );
}

/** `_locales`: the same, as `SiteLocale` values */
export const recordLocales = (r: RecordSource, locales: ProjectLocales): string[] =>
  recordLocaleCodes(r, locales).map((l) => locales.enumOf(l));

const META_READERS: Record<string, (r: RecordSource) => unknown> = {
  id: (r) => r.id,
  _createdAt: (r) => r.meta.createdAt,
  _updatedAt: (r) => r.meta.updatedAt,
  _publishedAt: (r) => r.meta.publishedAt,
  _firstPublishedAt: (r) => r.meta.firstPublishedAt,
  _publicationScheduledAt: () => null,
  _unpublishingScheduledAt: () => null,
  _status: (r) => r.meta.status,
  _isValid: (r) => r.meta.valid,
  position: (r) => r.position,
};

/**
 * Compiles a `XModelFilter` argument into a predicate. Localized fields are
 * compared in the query's locale only: the query's `fallbackLocales` shape
 * the values returned, never which records match (as in DatoCMS, ADR 0045).
 */
export function compileFilter(
  ctx: QueryContext,
  model: ModelDef,
  filter: Args | null | undefined,
  queryLoc: LocaleCtx,
): Predicate {
  if (!filter) return () => true;
  const loc = withoutFallbacks(queryLoc);
  const preds: Predicate[] = [];
  const byName = new Map(model.fields.map((f) => [fieldName(f), f]));
  for (const [key, ops] of Object.entries(filter)) {
    if (ops === undefined || ops === null) continue;
    if (key === 'AND') {
      const all = (ops as Args[]).map((f) => compileFilter(ctx, model, f, loc));
      preds.push((r) => all.every((p) => p(r)));
    } else if (key === 'OR') {
      const any = (ops as Args[]).map((f) => compileFilter(ctx, model, f, loc));
      preds.push((r) => any.length === 0 || any.some((p) => p(r)));
    } else if (key === '_locales') {
      preds.push(...listOps(ops as Args, (r) => recordLocales(r, ctx.locales)));
    } else if (key in META_READERS) {
      const read = META_READERS[key]!;
      const dateTime = key.startsWith('_') && key.endsWith('At');
      preds.push(...scalarOps(ops as Args, read, dateTime ? (v) => minute(v as string) : undefined));
    } else {
      const f = byName.get(key);
      if (!f) throw new GraphQLError(`Unknown filter field "${key}"`);
      preds.push(...fieldPredicates(ctx, f, ops as Args, loc));
    }
  }
  return (r) => preds.every((p) => p(r));
}

const collator = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });

type Comparator = (a: RecordSource, b: RecordSource) => number;

/**
 * Compiles an `orderBy` list (`name_ASC`, `_updatedAt_DESC` …). Nulls sort
 * last ascending and first descending (PostgreSQL's default, which DatoCMS
 * shows); ties end in id order so pages never overlap.
 */
export function compileOrder(
  ctx: QueryContext,
  model: ModelDef,
  orderBy: readonly (string | null)[] | null | undefined,
  loc: LocaleCtx,
): Comparator {
  const byName = new Map(model.fields.map((f) => [fieldName(f), f]));
  const keys: { read: (r: RecordSource) => unknown; dir: 1 | -1 }[] = [];
  for (const o of orderBy ?? []) {
    if (!o) continue;
    const m = /^(.*)_(ASC|DESC)$/.exec(o);
    if (!m) continue;
    const name = m[1]!;
    const dir = m[2] === 'ASC' ? 1 : -1;
    const meta = META_READERS[name];
    if (meta) {
      const dateTime = name.startsWith('_') && name.endsWith('At');
      keys.push({
        read: dateTime
          ? (r) => {
              const v = meta(r);
              return typeof v === 'string' ? Date.parse(v) : null;
            }
          : meta,
        dir,
      });
      continue;
    }
    const f = byName.get(name);
    if (!f) continue;
    keys.push({
      read:
        f.type === 'boolean'
          ? (r) => ctx.rawValue(r.fields, f, loc) === true
          : f.type === 'date_time'
            ? (r) => {
                const v = ctx.rawValue(r.fields, f, loc);
                return typeof v === 'string' ? Date.parse(v) : null;
              }
            : (r) => ctx.rawValue(r.fields, f, loc),
      dir,
    });
  }
  return (a, b) => {
    for (const k of keys) {
      const va = k.read(a);
      const vb = k.read(b);
      const na = va === null || va === undefined || va === '';
      const nb = vb === null || vb === undefined || vb === '';
      if (na && nb) continue;
      if (na !== nb) return (na ? 1 : -1) * k.dir;
      const c =
        typeof va === 'string' && typeof vb === 'string'
          ? collator.compare(va, vb)
          : va! < vb!
            ? -1
            : va! > vb!
              ? 1
              : 0;
      if (c !== 0) return c * k.dir;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}
