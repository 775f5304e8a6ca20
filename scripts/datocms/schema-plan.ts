/**
 * Compares a DatoCMS environment's schema with the content model and says what
 * to create, or why it cannot: a model or field that exists with other settings
 * is a difference, and the setup stops before writing anything (ADR 0040).
 * Models and fields the project has beyond ours are left alone.
 */
import type { ApiTypes, Client } from '@datocms/cma-client-node';
import {
  isItemTypeListValidator,
  type DesiredField,
  type DesiredItemType,
  type SymbolicValidators,
} from './model-to-cma.ts';

export interface ExistingSchema {
  itemTypes: ApiTypes.ItemType[];
  fields: ApiTypes.Field[];
}

export interface SchemaPlan {
  createItemTypes: DesiredItemType[];
  createFields: { itemType: string; field: DesiredField }[];
  /** title / image preview fields to set, where the project has none */
  presentation: { itemType: string; titleField: string | null; imagePreviewField: string | null }[];
  /** human-readable, one a difference; non-empty means: change nothing */
  differences: string[];
}

export async function readSchema(client: Client): Promise<ExistingSchema> {
  const itemTypes = await client.itemTypes.list();
  const fields = (await Promise.all(itemTypes.map((t) => client.fields.list(t.id)))).flat();
  return { itemTypes, fields };
}

/** Validators with item type and field ids replaced by api keys, for comparison and for rebuilding the model. */
export function symbolicValidators(
  validators: Record<string, unknown>,
  itemTypeKey: (id: string) => string,
  fieldKey: (id: string) => string,
): SymbolicValidators {
  const out: SymbolicValidators = {};
  for (const [key, params] of Object.entries(validators)) {
    const p = params as Record<string, unknown>;
    if (isItemTypeListValidator(key)) out[key] = { ...p, item_types: (p.item_types as string[]).map(itemTypeKey) };
    else if (key === 'slug_title_field') out[key] = { title_field_id: fieldKey(String(p.title_field_id)) };
    else out[key] = p;
  }
  return out;
}

/** Order-insensitive for the lists of models a validator names, exact for the rest. */
function sameValidators(a: SymbolicValidators, b: SymbolicValidators): boolean {
  const norm = (v: SymbolicValidators) =>
    JSON.stringify(
      Object.keys(v)
        .sort()
        .map((k) => {
          const p = v[k]!;
          const sorted = Object.fromEntries(
            Object.keys(p)
              .sort()
              .map((pk) => [pk, pk === 'item_types' ? [...(p[pk] as string[])].sort() : p[pk]]),
          );
          return [k, sorted];
        }),
    );
  return norm(a) === norm(b);
}

export function planSchema(desired: DesiredItemType[], existing: ExistingSchema): SchemaPlan {
  const plan: SchemaPlan = { createItemTypes: [], createFields: [], presentation: [], differences: [] };
  const typeById = new Map(existing.itemTypes.map((t) => [t.id, t]));
  const typeByKey = new Map(existing.itemTypes.map((t) => [t.api_key, t]));
  const fieldById = new Map(existing.fields.map((f) => [f.id, f]));
  const itemTypeKey = (id: string) => typeById.get(id)?.api_key ?? `#${id}`;
  const fieldKey = (id: string) => fieldById.get(id)?.api_key ?? `#${id}`;

  for (const want of desired) {
    const have = typeByKey.get(want.apiKey);
    if (!have) {
      plan.createItemTypes.push(want);
      for (const field of want.fields) plan.createFields.push({ itemType: want.apiKey, field });
      plan.presentation.push({
        itemType: want.apiKey,
        titleField: want.titleField,
        imagePreviewField: want.imagePreviewField,
      });
      continue;
    }
    const flags = [
      ['singleton', want.singleton, have.singleton],
      ['sortable', want.sortable, have.sortable],
      ['modular_block', want.modularBlock, have.modular_block],
      ['draft_mode_active', want.draftModeActive, have.draft_mode_active],
    ] as const;
    for (const [name, w, h] of flags) {
      if (w !== h)
        plan.differences.push(
          `model "${want.apiKey}": ${name} is ${String(h)} in the project, ${String(w)} in cms/model/models.ts`,
        );
    }
    const haveFields = existing.fields.filter((f) => f.item_type.id === have.id);
    for (const field of want.fields) {
      const hf = haveFields.find((f) => f.api_key === field.apiKey);
      if (!hf) {
        plan.createFields.push({ itemType: want.apiKey, field });
        continue;
      }
      const where = `field "${want.apiKey}.${field.apiKey}"`;
      if (hf.field_type !== field.fieldType)
        plan.differences.push(
          `${where}: type is ${hf.field_type} in the project, ${field.fieldType} in cms/model/models.ts`,
        );
      else if (hf.localized !== field.localized)
        plan.differences.push(
          `${where}: localized is ${String(hf.localized)} in the project, ${String(field.localized)} in cms/model/models.ts`,
        );
      else {
        const haveValidators = symbolicValidators(hf.validators as Record<string, unknown>, itemTypeKey, fieldKey);
        if (!sameValidators(haveValidators, field.validators)) {
          plan.differences.push(
            `${where}: validators are ${JSON.stringify(haveValidators)} in the project, ${JSON.stringify(field.validators)} in cms/model/models.ts`,
          );
        }
      }
    }
    const needsTitle = !have.title_field && want.titleField;
    const needsPreview = !have.image_preview_field && want.imagePreviewField;
    if (needsTitle || needsPreview) {
      plan.presentation.push({
        itemType: want.apiKey,
        titleField: needsTitle ? want.titleField : null,
        imagePreviewField: needsPreview ? want.imagePreviewField : null,
      });
    }
  }
  return plan;
}

export const planIsEmpty = (p: SchemaPlan): boolean =>
  p.createItemTypes.length === 0 && p.createFields.length === 0 && p.presentation.length === 0;
