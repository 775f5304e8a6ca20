import type { FieldDef, ModelDef } from '../model/types.ts';
import { modelByApiKey } from '../model/models.ts';
import { isObject, type Json, type JsonObject, type RecordVersion, type StoredRecord } from './content-types.ts';
import { SITE_CHANGE_ID, type ContentSnapshot } from './load-content.ts';
import type { ProjectLocales } from './project-settings.ts';
import { pickLocale, type LocaleCtx } from './localize.ts';
import { markdownToHtml } from './markdown.ts';
import type { FileSource, ItemStatus, RecordSource, SeoSource, StructuredTextSource } from './sources.ts';
import { unwrapDocument } from './validate-record.ts';

/**
 * Everything one GraphQL execution reads: the content snapshot it started
 * with (a reload mid-query does not mix two states), the draft mode, and the
 * models and records it touched (for live subscriptions).
 */
export class QueryContext {
  readonly snapshot: ContentSnapshot;
  readonly includeDrafts: boolean;
  /** strict mode (`X-Exclude-Invalid: true`): a record whose version is invalid is not there at all */
  readonly excludeInvalid: boolean;
  readonly assetBaseUrl: string;
  readonly touchedModels = new Set<string>();
  readonly touchedRecords = new Set<string>();

  constructor(
    snapshot: ContentSnapshot,
    opts: { includeDrafts: boolean; excludeInvalid: boolean; assetBaseUrl: string },
  ) {
    this.snapshot = snapshot;
    this.includeDrafts = opts.includeDrafts;
    this.excludeInvalid = opts.excludeInvalid;
    this.assetBaseUrl = opts.assetBaseUrl;
  }

  get locales(): ProjectLocales {
    return this.snapshot.site.locales;
  }

  /** Marks the answer as depending on the project's settings (`_site`, the global part of `_seoMetaTags`). */
  touchSite(): void {
    this.touchedModels.add(SITE_CHANGE_ID);
    this.touchedRecords.add(SITE_CHANGE_ID);
  }

  /** the version a reader sees: the draft wins with drafts included; published only otherwise */
  version(rec: StoredRecord): RecordVersion | null {
    const v = this.includeDrafts ? (rec.draft ?? rec.published) : rec.published;
    return v && this.excludeInvalid && v.invalidities.length > 0 ? null : v;
  }

  status(rec: StoredRecord): ItemStatus {
    if (!this.includeDrafts) return 'published';
    if (!rec.published) return 'draft';
    return rec.draft ? 'updated' : 'published';
  }

  recordSource(rec: StoredRecord, loc: LocaleCtx): RecordSource | null {
    const source = this.candidateSource(rec, loc);
    if (source) this.touchedRecords.add(rec.id);
    return source;
  }

  /** Marks records as read: the answer shows them, so it depends on them. */
  touch(sources: readonly (RecordSource | null)[]): void {
    for (const source of sources) if (source) this.touchedRecords.add(source.id);
  }

  /** A record as a list candidate: filtering and ordering read it, but only the records returned are the answer's own. */
  private candidateSource(rec: StoredRecord, loc: LocaleCtx): RecordSource | null {
    const v = this.version(rec);
    if (!v) return null;
    return {
      kind: 'record',
      model: rec.model,
      id: rec.id,
      fields: v.fields,
      meta: {
        createdAt: rec.createdAt,
        updatedAt: v.updatedAt,
        publishedAt: rec.published?.publishedAt ?? null,
        firstPublishedAt: rec.published?.firstPublishedAt ?? null,
        status: this.status(rec),
        valid: v.invalidities.length === 0,
      },
      stored: rec,
      position: rec.position,
      loc,
    };
  }

  /**
   * The visible records of a model, in id order. The model's collection is
   * touched (a change to any of its records can alter a list, a filter or a
   * count); each record only once it is returned (see `touch`).
   */
  list(model: ModelDef, loc: LocaleCtx): RecordSource[] {
    this.touchedModels.add(model.apiKey);
    const out: RecordSource[] = [];
    for (const rec of this.snapshot.byModel.get(model.apiKey) ?? []) {
      const s = this.candidateSource(rec, loc);
      if (s) out.push(s);
    }
    return out;
  }

  /** a linked record, when it exists, is visible, and is of an allowed model */
  linked(id: Json | undefined, allowed: readonly string[] | undefined, loc: LocaleCtx): RecordSource | null {
    if (typeof id !== 'string') return null;
    const rec = this.snapshot.records.get(id);
    this.touchedRecords.add(id);
    if (!rec || (allowed && !allowed.includes(rec.model.apiKey))) return null;
    this.touchedModels.add(rec.model.apiKey);
    return this.recordSource(rec, loc);
  }

  /** a field's stored value in a locale (fallbacks applied), before it is shaped for GraphQL */
  rawValue(fields: JsonObject, f: FieldDef, loc: LocaleCtx): Json | null {
    const v = fields[f.apiKey];
    if (v === undefined) return null;
    return f.localized ? pickLocale(v, loc) : v;
  }

  fileSource(value: Json | null | undefined, loc: LocaleCtx): FileSource | null {
    if (!isObject(value) || typeof value.upload !== 'string') return null;
    const upload = this.snapshot.uploads.get(value.upload);
    return upload ? { kind: 'file', value, upload, loc } : null;
  }

  blockSource(block: Json, owner: RecordSource): RecordSource | null {
    if (!isObject(block) || typeof block.id !== 'string' || typeof block.type !== 'string') return null;
    const model = modelByApiKey(block.type);
    if (!model) return null;
    return {
      kind: 'record',
      model,
      id: block.id,
      fields: block,
      meta: owner.meta,
      stored: null,
      position: null,
      loc: owner.loc,
    };
  }

  seoSource(value: Json | null, loc: LocaleCtx): SeoSource | null {
    if (!isObject(value)) return null;
    const str = (k: string) => (typeof value[k] === 'string' && value[k] !== '' ? (value[k] as string) : null);
    return {
      kind: 'seo',
      title: str('title'),
      description: str('description'),
      image: this.fileSource(value.image, loc),
      twitterCard: str('twitterCard'),
      noIndex: typeof value.noIndex === 'boolean' ? value.noIndex : null,
    };
  }

  /** the GraphQL value of a model field of a record or block */
  fieldValue(src: RecordSource, f: FieldDef, loc: LocaleCtx, args: Record<string, unknown>): unknown {
    const v = this.rawValue(src.fields, f, loc);
    switch (f.type) {
      case 'string':
      case 'slug':
      case 'boolean':
      case 'integer':
      case 'float':
      case 'date':
      case 'date_time':
      case 'json':
        return v;
      case 'text':
        return typeof v === 'string' && args.markdown === true ? markdownToHtml(v) : v;
      case 'color': {
        if (!isObject(v)) return null;
        const [r, g, b, a] = [v.red, v.green, v.blue, v.alpha].map((n) => (typeof n === 'number' ? n : 0)) as [
          number,
          number,
          number,
          number,
        ];
        const hex = `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
        return { red: r, green: g, blue: b, alpha: a, hex, cssRgb: `rgba(${r}, ${g}, ${b}, ${+(a / 255).toFixed(2)})` };
      }
      case 'lat_lon':
        return isObject(v) ? v : null;
      case 'file':
        return this.fileSource(v, loc);
      case 'gallery':
        return Array.isArray(v) ? v.map((x) => this.fileSource(x, loc)).filter((x) => x !== null) : [];
      case 'link':
        return this.linked(v, f.targets, loc);
      case 'links':
        return Array.isArray(v) ? v.map((id) => this.linked(id, f.targets, loc)).filter((x) => x !== null) : [];
      case 'rich_text':
        return Array.isArray(v) ? v.map((b) => this.blockSource(b, { ...src, loc })).filter((x) => x !== null) : [];
      case 'structured_text':
        return isObject(v) && unwrapDocument(v.document)
          ? ({ kind: 'structuredText', value: v, field: f, owner: src, loc } satisfies StructuredTextSource)
          : null;
      case 'seo':
        return this.seoSource(v, loc);
    }
  }

  /** the records referenced by `itemLink` / `inlineItem` nodes, in document order, each once */
  structuredTextLinks(st: StructuredTextSource): RecordSource[] {
    const ids: string[] = [];
    const walk = (node: Json | undefined): void => {
      if (!isObject(node)) return;
      if (
        (node.type === 'itemLink' || node.type === 'inlineItem') &&
        typeof node.item === 'string' &&
        !ids.includes(node.item)
      )
        ids.push(node.item);
      if (Array.isArray(node.children)) node.children.forEach(walk);
    };
    walk(unwrapDocument(st.value.document) ?? undefined);
    return ids.map((id) => this.linked(id, st.field.links, st.loc)).filter((x) => x !== null);
  }

  structuredTextBlocks(st: StructuredTextSource, key: 'blocks' | 'inlineBlocks'): RecordSource[] {
    const list = st.value[key];
    const owner = { ...st.owner, loc: st.loc };
    return Array.isArray(list) ? list.map((b) => this.blockSource(b, owner)).filter((x) => x !== null) : [];
  }
}
