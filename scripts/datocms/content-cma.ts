/**
 * Field values between our content files (cms/content, read by cms/engine) and
 * DatoCMS's Content Management API, both ways. The import sends `toCma`; the
 * export writes `fromCma`; the import also reads a record back with `fromCma`
 * to tell whether it already holds what the file says (so a rerun writes nothing).
 *
 * Where the two differ:
 * - a file value: ours `{ upload, alt, title, focalPoint }`, DatoCMS's
 *   `{ upload_id, alt, title, custom_data, focal_point }`. A non-localized file
 *   field with an alt per locale has nowhere to keep it in DatoCMS but the
 *   upload's default alt (`default_field_metadata.alt`), which DatoCMS serves
 *   when the field's alt is null; the import puts it there (uploadDefaults).
 * - SEO: ours `{ title, description, image: file, twitterCard, noIndex }`,
 *   DatoCMS's `{ title, description, image: upload id, twitter_card, no_index }`;
 *   the image's alt is the upload's default alt in that locale.
 * - json: a value in ours, a JSON string in the CMA.
 * - blocks: ours `{ id, type, …fields }` inside the record; the CMA takes
 *   `buildBlockRecord(…)` items and answers them whole with `?nested=true`.
 * - structured text: ours `{ document, blocks, inlineBlocks }`; the CMA's
 *   `{ schema: 'dast', document }` with the block items inside the nodes.
 */
import { buildBlockRecord } from '@datocms/cma-client-node';
import { modelByApiKey } from '../../cms/model/models.ts';
import { LOCALES, type FieldDef, type ModelDef } from '../../cms/model/types.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ToCmaContext {
  recordId: (ourId: string) => string;
  uploadId: (path: string) => string;
  itemTypeId: (apiKey: string) => string;
}

export interface FromCmaContext {
  /** our id of a DatoCMS record id */
  recordId: (datoId: string) => string;
  /** our id of a DatoCMS block id */
  blockId: (datoId: string) => string;
  uploadPath: (uploadId: string) => string;
  /** the upload's default alt per locale */
  uploadAlt: (uploadId: string) => Record<string, string | null>;
  itemTypeKey: (itemTypeId: string) => string;
}

export const unwrapDocument = (d: unknown): Obj | null =>
  isObj(d) && d.schema === 'dast' && isObj(d.document) ? d.document : isObj(d) && d.type === 'root' ? d : null;

function walk(node: unknown, visit: (n: Obj) => void): void {
  if (!isObj(node)) return;
  visit(node);
  for (const c of (node.children as unknown[] | undefined) ?? []) walk(c, visit);
}

/** The record ids a field value points at (links, structured-text links, and those inside its blocks). */
export function referencesOf(f: FieldDef, value: unknown): string[] {
  const out: string[] = [];
  const one = (v: unknown): void => {
    if (v === null || v === undefined) return;
    switch (f.type) {
      case 'link':
        if (typeof v === 'string') out.push(v);
        return;
      case 'links':
        if (Array.isArray(v)) out.push(...v.filter((x): x is string => typeof x === 'string'));
        return;
      case 'rich_text':
        if (Array.isArray(v)) for (const b of v) out.push(...blockReferences(b));
        return;
      case 'structured_text':
        if (!isObj(v)) return;
        walk(unwrapDocument(v.document), (n) => {
          if ((n.type === 'itemLink' || n.type === 'inlineItem') && typeof n.item === 'string') out.push(n.item);
        });
        for (const b of [
          ...((v.blocks as unknown[] | undefined) ?? []),
          ...((v.inlineBlocks as unknown[] | undefined) ?? []),
        ])
          out.push(...blockReferences(b));
        return;
      default:
    }
  };
  if (f.localized && isObj(value)) Object.values(value).forEach(one);
  else one(value);
  return out;
}

function blockReferences(b: unknown): string[] {
  if (!isObj(b)) return [];
  const model = modelByApiKey(String(b.type));
  return model ? model.fields.flatMap((f) => referencesOf(f, b[f.apiKey])) : [];
}

// ─── ours → CMA ─────────────────────────────────────────────────────────────

export function fieldsToCma(model: ModelDef, fields: Obj, ctx: ToCmaContext, only?: ReadonlySet<string>): Obj {
  const out: Obj = {};
  for (const f of model.fields) {
    if (only && !only.has(f.apiKey)) continue;
    const v = fields[f.apiKey];
    out[f.apiKey] = f.localized
      ? Object.fromEntries(LOCALES.map((l) => [l, valueToCma(f, isObj(v) ? (v[l] ?? null) : null, ctx)]))
      : valueToCma(f, v ?? null, ctx);
  }
  return out;
}

const fileToCma = (v: Obj, ctx: ToCmaContext) => ({
  upload_id: ctx.uploadId(String(v.upload)),
  // an alt per locale in a non-localized field lives in the upload's default alt
  alt: typeof v.alt === 'string' ? v.alt : null,
  title: typeof v.title === 'string' ? v.title : null,
  custom_data: {},
  focal_point: isObj(v.focalPoint) ? v.focalPoint : null,
});

function valueToCma(f: FieldDef, v: unknown, ctx: ToCmaContext): unknown {
  switch (f.type) {
    case 'link':
      return typeof v === 'string' ? ctx.recordId(v) : null;
    case 'links':
      return Array.isArray(v) ? v.map((id) => ctx.recordId(String(id))) : [];
    case 'file':
      return isObj(v) ? fileToCma(v, ctx) : null;
    case 'gallery':
      return Array.isArray(v) ? v.map((x) => fileToCma(x as Obj, ctx)) : [];
    case 'json':
      return v === null ? null : JSON.stringify(v);
    case 'seo':
      if (!isObj(v)) return null;
      return {
        title: v.title ?? null,
        description: v.description ?? null,
        image: isObj(v.image) ? ctx.uploadId(String(v.image.upload)) : null,
        twitter_card: v.twitterCard ?? null,
        no_index: v.noIndex ?? false,
      };
    case 'rich_text':
      return Array.isArray(v) ? v.map((b) => blockToCma(b as Obj, ctx)) : [];
    case 'structured_text': {
      if (!isObj(v)) return null;
      const blocks = new Map(
        [...((v.blocks as Obj[] | undefined) ?? []), ...((v.inlineBlocks as Obj[] | undefined) ?? [])].map((b) => [
          String(b.id),
          b,
        ]),
      );
      const document = structuredClone(unwrapDocument(v.document));
      walk(document, (n) => {
        if (n.type === 'block' || n.type === 'inlineBlock') n.item = blockToCma(blocks.get(String(n.item))!, ctx);
        if (n.type === 'itemLink' || n.type === 'inlineItem') n.item = ctx.recordId(String(n.item));
      });
      return { schema: 'dast', document };
    }
    default:
      return v;
  }
}

function blockToCma(b: Obj, ctx: ToCmaContext) {
  const model = modelByApiKey(String(b.type));
  if (!model?.block) throw new Error(`"${String(b.type)}" is not a block model`);
  return buildBlockRecord({
    item_type: { type: 'item_type', id: ctx.itemTypeId(model.apiKey) },
    ...fieldsToCma(model, b, ctx),
  });
}

// ─── CMA (nested) → ours ────────────────────────────────────────────────────

export function fieldsFromCma(model: ModelDef, attributes: Obj, ctx: FromCmaContext): Obj {
  const out: Obj = {};
  for (const f of model.fields) {
    const v = attributes[f.apiKey];
    out[f.apiKey] = f.localized
      ? Object.fromEntries(LOCALES.map((l) => [l, valueFromCma(f, isObj(v) ? (v[l] ?? null) : null, ctx, l)]))
      : valueFromCma(f, v ?? null, ctx, null);
  }
  return out;
}

function fileFromCma(v: Obj, ctx: FromCmaContext, locale: string | null): Obj {
  const id = String(v.upload_id);
  const defaults = ctx.uploadAlt(id);
  // a null alt is served as the upload's default alt: per locale in a non-localized field
  const alt =
    typeof v.alt === 'string'
      ? v.alt
      : locale
        ? (defaults[locale] ?? null)
        : Object.values(defaults).some((x) => x)
          ? Object.fromEntries(LOCALES.map((l) => [l, defaults[l] ?? null]))
          : null;
  return {
    upload: ctx.uploadPath(id),
    alt,
    title: typeof v.title === 'string' ? v.title : null,
    ...(isObj(v.focal_point) ? { focalPoint: v.focal_point } : {}),
  };
}

function valueFromCma(f: FieldDef, v: unknown, ctx: FromCmaContext, locale: string | null): unknown {
  switch (f.type) {
    case 'link':
      return typeof v === 'string' ? ctx.recordId(v) : null;
    case 'links':
      return Array.isArray(v) ? v.map((id) => ctx.recordId(String(id))) : [];
    case 'file':
      return isObj(v) ? fileFromCma(v, ctx, locale) : null;
    case 'gallery':
      return Array.isArray(v) ? v.map((x) => fileFromCma(x as Obj, ctx, locale)) : [];
    case 'json':
      return typeof v === 'string' ? (JSON.parse(v) as unknown) : null;
    case 'seo': {
      if (!isObj(v)) return null;
      const image = typeof v.image === 'string' ? v.image : null;
      return {
        title: v.title ?? null,
        description: v.description ?? null,
        image: image
          ? { upload: ctx.uploadPath(image), alt: ctx.uploadAlt(image)[locale ?? LOCALES[0]] ?? null, title: null }
          : null,
        twitterCard: v.twitter_card ?? null,
        noIndex: v.no_index ?? false,
      };
    }
    case 'rich_text':
      return Array.isArray(v) ? v.map((b) => blockFromCma(b as Obj, ctx)) : [];
    case 'structured_text': {
      if (!isObj(v)) return null;
      const document = structuredClone(unwrapDocument(v.document));
      const blocks: Obj[] = [];
      const inlineBlocks: Obj[] = [];
      walk(document, (n) => {
        if ((n.type === 'block' || n.type === 'inlineBlock') && isObj(n.item)) {
          const b = blockFromCma(n.item, ctx);
          (n.type === 'block' ? blocks : inlineBlocks).push(b);
          n.item = b.id;
        }
        if (n.type === 'itemLink' || n.type === 'inlineItem') n.item = ctx.recordId(String(n.item));
      });
      return { document, blocks, inlineBlocks };
    }
    default:
      return v ?? null;
  }
}

function blockFromCma(item: Obj, ctx: FromCmaContext): Obj {
  const typeId =
    ((item.relationships as Obj | undefined)?.item_type as { data: { id: string } } | undefined)?.data.id ??
    String((item as { __itemTypeId?: string }).__itemTypeId);
  const model = modelByApiKey(ctx.itemTypeKey(typeId));
  if (!model) throw new Error(`block ${String(item.id)} is of an unknown model`);
  // the client deserializes nested blocks' attributes to the top level; raw JSON:API keeps them under `attributes`
  const attributes = isObj(item.attributes) ? item.attributes : item;
  return { id: ctx.blockId(String(item.id)), type: model.apiKey, ...fieldsFromCma(model, attributes, ctx) };
}

// ─── comparing ──────────────────────────────────────────────────────────────

/** Our fields in one canonical shape: every field present, empty lists for empty link/file/block lists, block ids left out. */
export function canonicalFields(model: ModelDef, fields: Obj): string {
  const norm = (f: FieldDef, v: unknown): unknown => {
    if (v === undefined || v === null) return ['links', 'gallery', 'rich_text'].includes(f.type) ? [] : null;
    if (f.type === 'rich_text' && Array.isArray(v)) return v.map((b) => normBlock(b as Obj));
    if (f.type === 'structured_text' && isObj(v)) {
      // block ids are DatoCMS's own: a block node is compared by the block it holds
      const all = new Map(
        [...((v.blocks as Obj[] | undefined) ?? []), ...((v.inlineBlocks as Obj[] | undefined) ?? [])].map((b) => [
          String(b.id),
          b,
        ]),
      );
      const document = structuredClone(unwrapDocument(v.document));
      walk(document, (n) => {
        if (n.type === 'block' || n.type === 'inlineBlock') n.item = normBlock(all.get(String(n.item)) ?? {});
      });
      return document;
    }
    if ((f.type === 'file' || f.type === 'gallery') && v) {
      const one = (x: Obj) => ({
        upload: x.upload,
        alt: x.alt ?? null,
        title: x.title ?? null,
        focalPoint: x.focalPoint ?? null,
      });
      return Array.isArray(v) ? v.map((x) => one(x as Obj)) : one(v as Obj);
    }
    if (f.type === 'seo' && isObj(v)) {
      return {
        title: v.title ?? null,
        description: v.description ?? null,
        image: isObj(v.image) ? { upload: v.image.upload, alt: v.image.alt ?? null } : null,
        twitterCard: v.twitterCard ?? null,
        noIndex: v.noIndex ?? false,
      };
    }
    return v;
  };
  const normBlock = (b: Obj): Obj => {
    const model = modelByApiKey(String(b.type));
    return model ? { type: b.type, ...normFields(model, b) } : { missing: true };
  };
  const normFields = (m: ModelDef, fs: Obj): Obj =>
    Object.fromEntries(
      m.fields.map((f) => [
        f.apiKey,
        f.localized
          ? Object.fromEntries(LOCALES.map((l) => [l, norm(f, isObj(fs[f.apiKey]) ? (fs[f.apiKey] as Obj)[l] : null)]))
          : norm(f, fs[f.apiKey]),
      ]),
    );
  return stable(normFields(model, fields));
}

export function stable(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    isObj(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x,
  );
}
