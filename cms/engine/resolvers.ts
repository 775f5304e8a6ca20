import { GraphQLError, type GraphQLFieldResolver, type GraphQLTypeResolver } from 'graphql';
import { MODELS } from '../model/models.ts';
import type { FieldDef, ModelDef } from '../model/types.ts';
import { isObject, type Json, type UploadMeta } from './content-types.ts';
import { compileFilter, compileOrder, recordLocaleCodes, recordLocales } from './filters.ts';
import { responsiveImage, uploadUrl, type ImgixParams } from './images.ts';
import { defaultLocaleCtx, localeFromArgs, pickText, type LocaleCtx } from './localize.ts';
import { allField, allLocalesField, fieldName, metaField, recordTypeName, singleField } from './naming.ts';
import type { QueryContext } from './query-context.ts';
import { faviconMetaTags, globalSeo, seoMetaTags } from './seo.ts';
import {
  isSource,
  type FileSource,
  type RecordSource,
  type SeoSource,
  type SiteSource,
  type StructuredTextSource,
} from './sources.ts';

/**
 * One field resolver for the whole schema: it dispatches on the kind of the
 * parent object (sources.ts), so the SDL stays the single description of the
 * schema and no resolver map has to mirror it.
 */

type Args = Record<string, unknown>;

export const MAX_PAGE_SIZE = 500;
const DEFAULT_PAGE_SIZE = 20;

type RootKind = 'singleton' | 'one' | 'all' | 'meta';
const ROOT = new Map<string, { model: ModelDef; kind: RootKind }>();
for (const model of MODELS) {
  if (model.block) continue;
  if (model.singleton) ROOT.set(singleField(model), { model, kind: 'singleton' });
  else {
    ROOT.set(singleField(model), { model, kind: 'one' });
    ROOT.set(allField(model), { model, kind: 'all' });
    ROOT.set(metaField(model), { model, kind: 'meta' });
  }
}

/** GraphQL field name → model field, per model; `all` marks `_all<Field>Locales` */
const FIELDS = new Map<string, Map<string, { f: FieldDef; all: boolean }>>();
for (const model of MODELS) {
  const m = new Map<string, { f: FieldDef; all: boolean }>();
  for (const f of model.fields) {
    m.set(fieldName(f), { f, all: false });
    if (f.localized) m.set(allLocalesField(f), { f, all: true });
  }
  FIELDS.set(model.apiKey, m);
}

const rootLocale = (args: Args, ctx: QueryContext): LocaleCtx =>
  localeFromArgs(args, defaultLocaleCtx(ctx.locales), ctx.locales);

function page(args: Args): { skip: number; first: number } {
  const first = typeof args.first === 'number' ? args.first : DEFAULT_PAGE_SIZE;
  const skip = typeof args.skip === 'number' ? args.skip : 0;
  if (first > MAX_PAGE_SIZE) throw new GraphQLError(`"first" must be <= ${MAX_PAGE_SIZE} (got ${first})`);
  if (first < 0) throw new GraphQLError(`"first" must be >= 0 (got ${first})`);
  if (skip < 0) throw new GraphQLError(`"skip" must be >= 0 (got ${skip})`);
  return { skip, first };
}

function resolveRoot(name: string, args: Args, ctx: QueryContext): unknown {
  const root = ROOT.get(name);
  if (root) {
    const loc = rootLocale(args, ctx);
    const { model, kind } = root;
    // The answer depends on the records it returns (`touch`) and, through the collection, on all the others.
    const answer = (records: (RecordSource | null)[]) => {
      ctx.touch(records);
      return records;
    };
    if (kind === 'singleton') return answer([ctx.list(model, loc)[0] ?? null])[0];
    const filtered = ctx.list(model, loc).filter(compileFilter(ctx, model, args.filter as Args | null, loc));
    if (kind === 'meta') return { count: filtered.length };
    filtered.sort(compileOrder(ctx, model, args.orderBy as string[] | null, loc));
    if (kind === 'one') return answer([filtered[0] ?? null])[0];
    const { skip, first } = page(args);
    return answer(filtered.slice(skip, skip + first));
  }
  switch (name) {
    case '_site':
      ctx.touchSite();
      return { kind: 'site', loc: rootLocale(args, ctx) } satisfies SiteSource;
    case 'upload':
      return uploads(ctx, args)[0] ?? null;
    case 'allUploads': {
      const { skip, first } = page(args);
      return uploads(ctx, args).slice(skip, skip + first);
    }
    case '_allUploadsMeta':
      return { count: uploads(ctx, args).length };
    default:
      throw new GraphQLError(`Unknown root field "${name}"`);
  }
}

// ─── uploads (the media area) ─────────────────────────────────────────────────

const UPLOAD_READERS: Record<string, (u: UploadMeta) => string | number | null> = {
  id: (u) => u.path,
  filename: (u) => u.filename,
  basename: (u) => u.basename,
  format: (u) => u.format,
  mimeType: (u) => u.mimeType,
  width: (u) => u.width,
  height: (u) => u.height,
  size: (u) => u.size,
  _createdAt: (u) => u.createdAt,
  _updatedAt: (u) => u.updatedAt,
};

function uploadMatches(u: UploadMeta, filter: Args | null | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([key, ops]) => {
    if (ops === null || ops === undefined) return true;
    if (key === 'AND') return (ops as Args[]).every((f) => uploadMatches(u, f));
    if (key === 'OR') return (ops as Args[]).some((f) => uploadMatches(u, f));
    const read = UPLOAD_READERS[key];
    if (!read) return true;
    const v = read(u);
    return Object.entries(ops as Args).every(([op, a]) => {
      if (a === null || a === undefined) return true;
      switch (op) {
        case 'eq':
          return v === a;
        case 'neq':
          return v !== a;
        case 'in':
          return (a as unknown[]).includes(v);
        case 'notIn':
          return !(a as unknown[]).includes(v);
        case 'gt':
          return typeof v === 'number' && v > (a as number);
        case 'gte':
          return typeof v === 'number' && v >= (a as number);
        case 'lt':
          return typeof v === 'number' && v < (a as number);
        case 'lte':
          return typeof v === 'number' && v <= (a as number);
        case 'matches':
        case 'notMatches': {
          const m = a as { pattern: string; caseSensitive?: boolean; regexp?: boolean };
          const src = m.regexp === false ? m.pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : m.pattern;
          const hit = typeof v === 'string' && new RegExp(src, m.caseSensitive ? '' : 'i').test(v);
          return op === 'matches' ? hit : !hit;
        }
        default:
          return true;
      }
    });
  });
}

function uploads(ctx: QueryContext, args: Args): FileSource[] {
  const loc = rootLocale(args, ctx);
  const list = [...ctx.snapshot.uploads.values()].filter((u) => uploadMatches(u, args.filter as Args | null));
  const orders = ((args.orderBy as (string | null)[] | null) ?? ['_createdAt_DESC']).filter((o): o is string => !!o);
  list.sort((a, b) => {
    for (const o of orders) {
      const m = /^(.*)_(ASC|DESC)$/.exec(o);
      const read = m ? UPLOAD_READERS[m[1] === 'basename' ? 'basename' : m[1]!] : undefined;
      if (!m || !read) continue;
      const va = read(a) ?? '';
      const vb = read(b) ?? '';
      if (va !== vb) return (va < vb ? -1 : 1) * (m[2] === 'ASC' ? 1 : -1);
    }
    return a.path < b.path ? -1 : 1;
  });
  return list.map((upload) => ({ kind: 'file', value: {}, upload, loc }));
}

// ─── records and blocks ───────────────────────────────────────────────────────

function resolveRecordField(src: RecordSource, name: string, args: Args, ctx: QueryContext): unknown {
  switch (name) {
    case 'id':
      return src.id;
    case '_createdAt':
      return src.meta.createdAt;
    case '_updatedAt':
      return src.meta.updatedAt;
    case '_publishedAt':
      return src.meta.publishedAt;
    case '_firstPublishedAt':
      return src.meta.firstPublishedAt;
    case '_publicationScheduledAt':
    case '_unpublishingScheduledAt':
    case '_editingUrl':
      return null;
    case '_status':
      return src.meta.status;
    case '_isValid':
      return src.meta.valid;
    case '_modelApiKey':
      return src.model.apiKey;
    case '_locales':
      return recordLocales(src, ctx.locales);
    case 'position':
      return src.position;
    case '_seoMetaTags':
      return seoMetaTags(ctx, src, localeFromArgs(args, src.loc, ctx.locales));
  }
  const entry = FIELDS.get(src.model.apiKey)?.get(name);
  if (!entry) return null;
  if (!entry.all) return ctx.fieldValue(src, entry.f, localeFromArgs(args, src.loc, ctx.locales), args);
  const fallbacks = ((args.fallbackLocales as string[] | null | undefined) ?? []).map((l) => ctx.locales.codeOf(l));
  return recordLocaleCodes(src, ctx.locales).map((l) => ({
    locale: ctx.locales.enumOf(l),
    value: ctx.fieldValue(src, entry.f, { locale: l, fallbacks }, args),
  }));
}

function resolveFileField(src: FileSource, name: string, args: Args, ctx: QueryContext): unknown {
  const u = src.upload;
  const loc = localeFromArgs(args, src.loc, ctx.locales);
  switch (name) {
    case 'id':
      return u.path;
    case '_createdAt':
      return u.createdAt;
    case '_updatedAt':
      return u.updatedAt;
    case 'url':
      return uploadUrl(ctx.assetBaseUrl, u.path, args.imgixParams as ImgixParams | null);
    case 'alt':
      return pickText(src.value.alt, loc);
    case 'title':
      return pickText(src.value.title, loc);
    case 'filename':
      return u.filename;
    case 'basename':
      return u.basename;
    case 'format':
      return u.format;
    case 'mimeType':
      return u.mimeType;
    case 'size':
      return u.size;
    case 'width':
      return u.width;
    case 'height':
      return u.height;
    case 'md5':
      return u.md5;
    case 'blurhash':
    case 'thumbhash':
    case 'author':
    case 'copyright':
    case 'notes':
    case '_editingUrl':
      return null;
    case 'blurUpThumb':
      return u.base64;
    case 'focalPoint':
      return isObject(src.value.focalPoint) ? src.value.focalPoint : null;
    case 'customData':
      return isObject(src.value.customData) ? src.value.customData : {};
    case 'exifInfo':
      return {};
    case 'tags':
    case 'smartTags':
      return [];
    case 'colors': {
      if (!u.bgColor) return [];
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(u.bgColor!.slice(i, i + 2), 16)) as [number, number, number];
      return [{ red: r, green: g, blue: b, alpha: 255, hex: u.bgColor, cssRgb: `rgba(${r}, ${g}, ${b}, 1)` }];
    }
    case 'responsiveImage':
      return responsiveImage({
        assetBaseUrl: ctx.assetBaseUrl,
        upload: u,
        params: args.imgixParams as ImgixParams | null,
        sizes: args.sizes as string | null,
        alt: pickText(src.value.alt, loc),
        title: pickText(src.value.title, loc),
      });
    default:
      return null;
  }
}

function resolveStructuredText(src: StructuredTextSource, name: string, ctx: QueryContext): unknown {
  switch (name) {
    case 'value': {
      const d = src.value.document as Json;
      return isObject(d) && d.schema === 'dast' ? d : { schema: 'dast', document: d };
    }
    case 'blocks':
      return ctx.structuredTextBlocks(src, 'blocks');
    case 'inlineBlocks':
      return ctx.structuredTextBlocks(src, 'inlineBlocks');
    case 'links':
      return ctx.structuredTextLinks(src);
    default:
      return null;
  }
}

function resolveSite(src: SiteSource, name: string, args: Args, ctx: QueryContext): unknown {
  switch (name) {
    case 'locales':
      return [...ctx.locales.enumValues];
    case 'noIndex':
      return ctx.snapshot.site.settings.no_index;
    case 'globalSeo':
      return globalSeo(ctx, localeFromArgs(args, src.loc, ctx.locales));
    case 'favicon':
      return favicon(ctx, src.loc);
    case 'faviconMetaTags':
      return faviconMetaTags(ctx, favicon(ctx, src.loc), (args.variants as (string | null)[] | null) ?? ['icon']);
    default:
      return null;
  }
}

/** the project's favicon (its settings name an upload), as DatoCMS keeps it */
function favicon(ctx: QueryContext, loc: LocaleCtx): FileSource | null {
  const path = ctx.snapshot.site.settings.favicon;
  const upload = path === null ? undefined : ctx.snapshot.uploads.get(path);
  return upload ? { kind: 'file', value: {}, upload, loc } : null;
}

export const fieldResolver: GraphQLFieldResolver<unknown, QueryContext, Args> = (source, args, ctx, info) => {
  if (info.parentType.name === 'Query') return resolveRoot(info.fieldName, args, ctx);
  if (isSource(source)) {
    switch (source.kind) {
      case 'record':
        return resolveRecordField(source, info.fieldName, args, ctx);
      case 'file':
        return resolveFileField(source, info.fieldName, args, ctx);
      case 'structuredText':
        return resolveStructuredText(source, info.fieldName, ctx);
      case 'seo':
        return (source as SeoSource)[info.fieldName as keyof SeoSource];
      case 'site':
        return resolveSite(source, info.fieldName, args, ctx);
    }
  }
  // plain objects: meta counts, tags, colours, responsive images, multi-locale entries
  return isObject(source as Json) ? (source as Record<string, unknown>)[info.fieldName] : undefined;
};

export const typeResolver: GraphQLTypeResolver<unknown, QueryContext> = (value) => {
  if (isSource(value)) {
    if (value.kind === 'record') return recordTypeName(value.model.apiKey);
    if (value.kind === 'file') return 'FileField';
  }
  return undefined;
};
