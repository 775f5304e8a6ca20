import type { FieldDef, ModelDef } from '../model/types.ts';
import type { JsonObject, StoredRecord, UploadMeta } from './content-types.ts';
import type { LocaleCtx } from './localize.ts';

/**
 * The objects the GraphQL resolvers pass down the tree. Each carries the
 * locale it was reached in, because DatoCMS propagates the root `locale`
 * argument to every nested field.
 */

export type ItemStatus = 'draft' | 'updated' | 'published';

export interface RecordMeta {
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  status: ItemStatus;
  /** `_isValid`: false when DatoCMS would hold the version invalid (served only outside strict mode) */
  valid: boolean;
}

/** a record, or a block inside one (blocks share their record's meta) */
export interface RecordSource {
  readonly kind: 'record';
  readonly model: ModelDef;
  readonly id: string;
  readonly fields: JsonObject;
  readonly meta: RecordMeta;
  /** the stored record; null for blocks */
  readonly stored: StoredRecord | null;
  readonly position: number | null;
  readonly loc: LocaleCtx;
}

export interface FileSource {
  readonly kind: 'file';
  /** the file value of the content (`{ upload, alt, title, … }`); empty for `allUploads` */
  readonly value: JsonObject;
  readonly upload: UploadMeta;
  readonly loc: LocaleCtx;
}

export interface StructuredTextSource {
  readonly kind: 'structuredText';
  readonly value: JsonObject;
  readonly field: FieldDef;
  readonly owner: RecordSource;
  readonly loc: LocaleCtx;
}

export interface SeoSource {
  readonly kind: 'seo';
  readonly title: string | null;
  readonly description: string | null;
  readonly image: FileSource | null;
  readonly twitterCard: string | null;
  readonly noIndex: boolean | null;
}

export interface SiteSource {
  readonly kind: 'site';
  readonly loc: LocaleCtx;
}

export type Source = RecordSource | FileSource | StructuredTextSource | SeoSource | SiteSource;

export const isSource = (v: unknown): v is Source =>
  typeof v === 'object' && v !== null && 'kind' in v && typeof (v as { kind: unknown }).kind === 'string';
