import type { ZodType } from 'zod';

/**
 * The vocabulary of the content model. It mirrors DatoCMS's own field types
 * (see ../../shared DATOCMS.md §3.3) so that the schema the embedded service
 * derives from it is the schema a real DatoCMS project with the same model has.
 */
export type FieldType =
  | 'string'
  | 'text'
  | 'slug'
  | 'boolean'
  | 'integer'
  | 'float'
  | 'date'
  | 'date_time'
  | 'json'
  | 'color'
  | 'lat_lon'
  | 'file'
  | 'gallery'
  | 'link'
  | 'links'
  | 'structured_text'
  | 'rich_text'
  | 'seo';

export interface FieldValidators {
  required?: boolean;
  unique?: boolean;
  /** allowed values (DatoCMS "enum" validator) */
  enum?: readonly string[];
  /** regular expression the value must match (DatoCMS "format" validator) */
  format?: string;
  length?: { min?: number; max?: number };
  range?: { min?: number; max?: number };
  /**
   * file / gallery: only uploads of this kind (DatoCMS "extension" validator,
   * `predefined_list`). In strict mode an image-only field is an `ImageFileField`.
   */
  extension?: { predefinedList: 'image' };
}

export interface FieldDef {
  apiKey: string;
  type: FieldType;
  localized?: boolean;
  validators?: FieldValidators;
  /** link / links: the models a record may point to */
  targets?: readonly string[];
  /** structured_text: block models allowed as `block` nodes; rich_text: the block models of the list */
  blocks?: readonly string[];
  /** structured_text: record models allowed in `itemLink` / `inlineItem` nodes */
  links?: readonly string[];
  /** structured_text: block models allowed as `inlineBlock` nodes */
  inlineBlocks?: readonly string[];
  /** slug: the field the slug is derived from (informational, as in DatoCMS) */
  slugOf?: string;
  /** human hint, copied into the schema description */
  hint?: string;
  /**
   * json: the shape the value must have (src/lib/content, ADR 0037). DatoCMS
   * does not check JSON fields, so this is the service's own, stricter rule;
   * every json field of the model has one.
   */
  schema?: ZodType;
}

export interface ModelDef {
  apiKey: string;
  name: string;
  /** English plural used for `allXs` / `_allXsMeta`; defaults to apiKey + 's' */
  plural?: string;
  singleton?: boolean;
  /** a block model: embedded in structured text or modular content, no root query */
  block?: boolean;
  /** sortable models get `position` and are listed by it by default */
  sortable?: boolean;
  fields: readonly FieldDef[];
  /** rules across fields (a JSON field against another), run once every field has passed its own */
  check?: (fields: Readonly<Record<string, unknown>>) => { field: string; reason: string }[];
}

export const LOCALES = ['pt', 'en'] as const;
