/**
 * Carries out a schema plan on one environment (the setup's sandbox): item
 * types first, then their fields one by one in the plan's order, then each
 * model's title and image preview fields, which can only name fields that exist.
 */
import type { Client } from '@datocms/cma-client-node';
import { fieldCreateBody, itemTypeCreateBody, resolveValidators } from './model-to-cma.ts';
import { readSchema, type SchemaPlan } from './schema-plan.ts';

export async function applySchemaPlan(client: Client, plan: SchemaPlan, log: (line: string) => void): Promise<void> {
  const current = await readSchema(client);
  const itemTypeIds = new Map(current.itemTypes.map((t) => [t.api_key, t.id]));
  const fieldIds = new Map(current.fields.map((f) => [`${f.item_type.id}.${f.api_key}`, f.id]));

  for (const t of plan.createItemTypes) {
    const created = await client.itemTypes.create(itemTypeCreateBody(t));
    itemTypeIds.set(t.apiKey, created.id);
  }
  if (plan.createItemTypes.length > 0) log(`  created ${plan.createItemTypes.length} models`);

  const itemTypeId = (apiKey: string) => {
    const id = itemTypeIds.get(apiKey);
    if (!id)
      throw new Error(
        `model "${apiKey}" is named by a field but exists neither in the project nor in cms/model/models.ts`,
      );
    return id;
  };
  for (const { itemType, field } of plan.createFields) {
    const typeId = itemTypeId(itemType);
    const validators = resolveValidators(field.validators, itemTypeId, (fieldApiKey) => {
      const id = fieldIds.get(`${typeId}.${fieldApiKey}`);
      if (!id) throw new Error(`field "${itemType}.${fieldApiKey}" must exist before "${itemType}.${field.apiKey}"`);
      return id;
    });
    const created = await client.fields.create(typeId, fieldCreateBody(field, validators));
    fieldIds.set(`${typeId}.${field.apiKey}`, created.id);
  }
  if (plan.createFields.length > 0) log(`  created ${plan.createFields.length} fields`);

  for (const p of plan.presentation) {
    const typeId = itemTypeId(p.itemType);
    const ref = (apiKey: string | null) =>
      apiKey ? { id: fieldIds.get(`${typeId}.${apiKey}`)!, type: 'field' as const } : undefined;
    const title = ref(p.titleField);
    const image = ref(p.imagePreviewField);
    if (!title && !image) continue;
    await client.itemTypes.update(typeId, {
      ...(title ? { title_field: title } : {}),
      ...(image ? { image_preview_field: image } : {}),
    });
  }
}
