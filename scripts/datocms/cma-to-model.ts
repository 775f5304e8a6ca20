/**
 * The reverse of model-to-cma.ts: a content model read back from DatoCMS item
 * types and fields. The drift test rebuilds the model from the requests the
 * setup sent and derives its schema with the content service's own generator;
 * the export uses it to know a project's field types.
 */
import type { FieldDef, FieldType, FieldValidators, ModelDef } from '../../cms/model/types.ts';

export interface CmaItemType {
  id: string;
  api_key: string;
  name: string;
  singleton?: boolean;
  sortable?: boolean;
  modular_block?: boolean;
}
export interface CmaField {
  id: string;
  itemTypeId: string;
  api_key: string;
  field_type: string;
  localized?: boolean;
  hint?: string | null;
  position?: number;
  validators?: Record<string, Record<string, unknown>>;
}

/**
 * The English plural DatoCMS gives a model's api key for `allXs` (Rails'
 * inflector, for the endings our api keys have). The content service takes the
 * model's `plural` instead, so a rebuilt model checks that the two agree.
 */
export function datocmsPlural(apiKey: string): string {
  if (/[^aeiou]y$/.test(apiKey)) return `${apiKey.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(apiKey)) return `${apiKey}es`;
  return `${apiKey}s`;
}

export function modelFromCma(itemTypes: CmaItemType[], fields: CmaField[]): ModelDef[] {
  const keyOf = new Map(itemTypes.map((t) => [t.id, t.api_key]));
  const fieldKeyOf = new Map(fields.map((f) => [f.id, f.api_key]));
  const names = (v: Record<string, unknown> | undefined) =>
    ((v?.item_types as string[] | undefined) ?? []).map((id) => keyOf.get(id) ?? `#${id}`);
  return itemTypes.map((t): ModelDef => {
    const own = fields.filter((f) => f.itemTypeId === t.id).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const plural = datocmsPlural(t.api_key);
    return {
      apiKey: t.api_key,
      name: t.name,
      ...(plural !== `${t.api_key}s` ? { plural } : {}),
      ...(t.singleton ? { singleton: true } : {}),
      ...(t.modular_block ? { block: true } : {}),
      ...(t.sortable ? { sortable: true } : {}),
      fields: own.map((f): FieldDef => {
        const v = f.validators ?? {};
        const validators: FieldValidators = {};
        if (v.required) validators.required = true;
        if (v.unique) validators.unique = true;
        if (v.enum) validators.enum = v.enum.values as string[];
        const format = v.format ?? v.slug_format;
        if (format?.custom_pattern) validators.format = format.custom_pattern as string;
        if (v.length) validators.length = v.length as FieldValidators['length'];
        if (v.number_range) validators.range = v.number_range as FieldValidators['range'];
        if (v.extension?.predefined_list === 'image') validators.extension = { predefinedList: 'image' };
        const type = f.field_type as FieldType;
        const title = v.slug_title_field?.title_field_id;
        return {
          apiKey: f.api_key,
          type,
          ...(f.localized ? { localized: true } : {}),
          ...(Object.keys(validators).length > 0 ? { validators } : {}),
          ...(type === 'link' ? { targets: names(v.item_item_type) } : {}),
          ...(type === 'links' ? { targets: names(v.items_item_type) } : {}),
          ...(type === 'rich_text' ? { blocks: names(v.rich_text_blocks) } : {}),
          ...(type === 'structured_text'
            ? {
                blocks: names(v.structured_text_blocks),
                links: names(v.structured_text_links),
                inlineBlocks: names(v.structured_text_inline_blocks),
              }
            : {}),
          ...(typeof title === 'string' ? { slugOf: fieldKeyOf.get(title) ?? title } : {}),
          ...(f.hint ? { hint: f.hint } : {}),
        };
      }),
    };
  });
}
