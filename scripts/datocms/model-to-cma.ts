/**
 * The content model (cms/model/models.ts) expressed as the DatoCMS Content
 * Management API resources that create it: one item type a model, one field a
 * field, validators named as DatoCMS names them (ADR 0040). References to other
 * models stay api keys here; `resolveFieldBody` turns them into item type ids
 * once those exist. Every body is typed with the CMA client's own request types,
 * so `tsc` checks each validator against its field type.
 */
import type { ApiTypes } from '@datocms/cma-client-node';
import { MODELS } from '../../cms/model/models.ts';
import type { FieldDef, FieldType, ModelDef } from '../../cms/model/types.ts';

/** validators as the CMA stores them, with item types named by api key (ids only exist per project) */
export type SymbolicValidators = Record<string, Record<string, unknown>>;

export interface DesiredField {
  apiKey: string;
  label: string;
  fieldType: FieldType;
  localized: boolean;
  hint: string | null;
  /** 1-based rank in the model, sent as `position` so DatoCMS keeps the model's order */
  position: number;
  validators: SymbolicValidators;
}

export interface DesiredItemType {
  apiKey: string;
  name: string;
  singleton: boolean;
  sortable: boolean;
  modularBlock: boolean;
  draftModeActive: boolean;
  /** api key of the field DatoCMS shows as the record's title */
  titleField: string | null;
  /** api key of the file field DatoCMS shows as the record's thumbnail */
  imagePreviewField: string | null;
  /** in an order DatoCMS accepts: a slug's title field before the slug */
  fields: DesiredField[];
}

/** Keys of validators that carry item type references, and where. */
const ITEM_TYPE_LIST_VALIDATORS = [
  'item_item_type',
  'items_item_type',
  'rich_text_blocks',
  'structured_text_blocks',
  'structured_text_links',
  'structured_text_inline_blocks',
] as const;
export const isItemTypeListValidator = (key: string): boolean =>
  (ITEM_TYPE_LIST_VALIDATORS as readonly string[]).includes(key);

/**
 * What happens to a record that links to another when the other is unpublished
 * or deleted. Structured text fails: the site's strict renderer throws on a
 * link it cannot resolve, so DatoCMS must refuse to leave one dangling.
 */
const LINK_STRATEGIES = {
  on_publish_with_unpublished_references_strategy: 'fail',
  on_reference_unpublish_strategy: 'delete_references',
  on_reference_delete_strategy: 'delete_references',
} as const;
const STRUCTURED_TEXT_LINK_STRATEGIES = {
  on_publish_with_unpublished_references_strategy: 'fail',
  on_reference_unpublish_strategy: 'fail',
  on_reference_delete_strategy: 'fail',
} as const;

const humanize = (apiKey: string): string => apiKey.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** DatoCMS accepts each validator on some field types only (the client's `<Type>FieldValidators`). */
const ALLOWED: Record<string, readonly FieldType[]> = {
  required: [
    'string',
    'text',
    'slug',
    'integer',
    'float',
    'date',
    'date_time',
    'json',
    'lat_lon',
    'color',
    'file',
    'link',
    'structured_text',
  ],
  unique: ['string', 'slug', 'link'],
  enum: ['string'],
  format: ['string', 'text', 'slug'],
  length: ['string', 'text', 'slug', 'structured_text'],
  range: ['integer', 'float'],
  extension: ['file', 'gallery'],
};

function fieldValidators(model: ModelDef, f: FieldDef): SymbolicValidators {
  const v = f.validators ?? {};
  const out: SymbolicValidators = {};
  for (const key of Object.keys(v) as (keyof typeof v)[]) {
    if (v[key] === undefined || v[key] === false) continue;
    if (!ALLOWED[key]?.includes(f.type))
      throw new Error(`${model.apiKey}.${f.apiKey}: DatoCMS has no "${key}" validator on ${f.type} fields`);
  }
  if (v.required) out.required = {};
  if (v.unique) out.unique = {};
  if (v.enum) out.enum = { values: [...v.enum] };
  if (v.format !== undefined) {
    if (f.type === 'slug') out.slug_format = { custom_pattern: v.format };
    else out.format = { custom_pattern: v.format };
  }
  if (v.length) out.length = { ...v.length };
  if (v.range) out.number_range = { ...v.range };
  // image-only uploads: what turns the field into ImageFileField in DatoCMS's strict schema
  if (v.extension) out.extension = { predefined_list: v.extension.predefinedList };
  switch (f.type) {
    case 'link':
      out.item_item_type = { item_types: [...(f.targets ?? [])], ...LINK_STRATEGIES };
      break;
    case 'links':
      out.items_item_type = { item_types: [...(f.targets ?? [])], ...LINK_STRATEGIES };
      break;
    case 'rich_text':
      out.rich_text_blocks = { item_types: [...(f.blocks ?? [])] };
      break;
    case 'structured_text':
      out.structured_text_blocks = { item_types: [...(f.blocks ?? [])] };
      out.structured_text_links = { item_types: [...(f.links ?? [])], ...STRUCTURED_TEXT_LINK_STRATEGIES };
      out.structured_text_inline_blocks = { item_types: [...(f.inlineBlocks ?? [])] };
      break;
    case 'slug': {
      const title = slugTitleField(model, f);
      if (title) out.slug_title_field = { title_field_id: title };
      break;
    }
    default:
      break;
  }
  return out;
}

/**
 * The field a slug is generated from: the model's `slugOf`, else its `title` or
 * `name`. DatoCMS wants a single-line string with the same localization.
 */
function slugTitleField(model: ModelDef, slug: FieldDef): string | null {
  const candidate =
    model.fields.find((f) => f.apiKey === (slug.slugOf ?? '')) ??
    model.fields.find((f) => f.apiKey === 'title' || f.apiKey === 'name');
  if (!candidate || candidate.type !== 'string' || Boolean(candidate.localized) !== Boolean(slug.localized))
    return null;
  return candidate.apiKey;
}

function titleField(model: ModelDef): string | null {
  const strings = model.fields.filter((f) => f.type === 'string');
  return (
    (strings.find((f) => f.apiKey === 'title') ?? strings.find((f) => f.apiKey === 'name') ?? strings[0])?.apiKey ??
    null
  );
}

/** Puts each slug after its title field; the rest keeps the model's order. */
function orderForCreation(fields: DesiredField[]): DesiredField[] {
  const out: DesiredField[] = [];
  const pending = [...fields];
  while (pending.length > 0) {
    const i = pending.findIndex((f) => {
      const title = f.validators.slug_title_field?.title_field_id;
      return typeof title !== 'string' || out.some((o) => o.apiKey === title);
    });
    if (i < 0) throw new Error(`slug title fields form a cycle: ${pending.map((f) => f.apiKey).join(', ')}`);
    out.push(...pending.splice(i, 1));
  }
  return out;
}

export function desiredItemType(model: ModelDef): DesiredItemType {
  const fields = model.fields.map((f, i): DesiredField => ({
    apiKey: f.apiKey,
    label: humanize(f.apiKey),
    fieldType: f.type,
    localized: Boolean(f.localized),
    hint: f.hint ?? null,
    position: i + 1,
    validators: fieldValidators(model, f),
  }));
  return {
    apiKey: model.apiKey,
    name: model.name,
    singleton: Boolean(model.singleton),
    sortable: Boolean(model.sortable),
    modularBlock: Boolean(model.block),
    // blocks have no publication of their own: they follow the record that holds them
    draftModeActive: !model.block,
    titleField: titleField(model),
    imagePreviewField: model.fields.find((f) => f.type === 'file')?.apiKey ?? null,
    fields: orderForCreation(fields),
  };
}

/**
 * Every model in an order DatoCMS accepts: blocks first (fields embed them), then
 * the others in the model's order. Item types are all created before any field,
 * so a link always finds its target.
 */
export function desiredSchema(models: readonly ModelDef[] = MODELS): DesiredItemType[] {
  const all = models.map(desiredItemType);
  return [...all.filter((m) => m.modularBlock), ...all.filter((m) => !m.modularBlock)];
}

export function itemTypeCreateBody(t: DesiredItemType): ApiTypes.ItemTypeCreateSchema {
  return {
    name: t.name,
    api_key: t.apiKey,
    singleton: t.singleton,
    sortable: t.sortable,
    modular_block: t.modularBlock,
    draft_mode_active: t.draftModeActive,
    // a record needs only the default locale; the others fall back to it (cms/README.md)
    all_locales_required: false,
  };
}

/** Symbolic validators with api keys swapped for ids (`lookup` throws on an unknown key). */
export function resolveValidators(
  validators: SymbolicValidators,
  itemTypeId: (apiKey: string) => string,
  fieldId: (apiKey: string) => string,
): SymbolicValidators {
  const out: SymbolicValidators = {};
  for (const [key, params] of Object.entries(validators)) {
    if (isItemTypeListValidator(key))
      out[key] = { ...params, item_types: (params.item_types as string[]).map(itemTypeId) };
    else if (key === 'slug_title_field') out[key] = { title_field_id: fieldId(params.title_field_id as string) };
    else out[key] = params;
  }
  return out;
}

export function fieldCreateBody(f: DesiredField, validators: SymbolicValidators): ApiTypes.FieldCreateSchema {
  // The client types validators per field type (FieldCreateConfig); the
  // symbolic form is checked against them by datocms-request-types.test.ts.
  return {
    label: f.label,
    api_key: f.apiKey,
    field_type: f.fieldType,
    localized: f.localized,
    hint: f.hint,
    position: f.position,
    validators,
  } as ApiTypes.FieldCreateSchema;
}
