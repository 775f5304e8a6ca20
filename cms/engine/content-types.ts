import type { ModelDef } from '../model/types.ts';

/** Plain JSON, as read from a content file. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One version (published or draft) of a record, as kept in memory. */
export interface RecordVersion {
  updatedAt: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  fields: JsonObject;
  /** why DatoCMS would call this version invalid (`_isValid: false`); empty when valid */
  invalidities: readonly string[];
}

/** A record that passed validation, indexed by the engine. */
export interface StoredRecord {
  id: string;
  model: ModelDef;
  createdAt: string;
  /** `position` of sortable models: the file's `position`, else the rank of its id */
  position: number | null;
  published: RecordVersion | null;
  draft: RecordVersion | null;
  /** file path as reported in problems */
  path: string;
  /** the file's text, to tell an edit from a no-op on reload */
  raw: string;
}

/** What the engine knows about a file under the uploads folder. */
export interface UploadMeta {
  /** path under the uploads folder, with `/`; also its `UploadId` */
  path: string;
  absPath: string;
  filename: string;
  basename: string;
  format: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  md5: string;
  /** tiny JPEG placeholder as a data URL */
  base64: string | null;
  /** dominant colour, `#rrggbb` */
  bgColor: string | null;
  createdAt: string;
  updatedAt: string;
}
