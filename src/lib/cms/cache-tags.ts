/**
 * Cache tags of published content. Every queryCms call names the models whose
 * data it shows (`modelTag`) and, for a single record, that record
 * (`recordTag`). The content service's webhook names `{ model, id }` per
 * change and /api/revalidate expires both tags, so a change purges only the
 * pages that show it; there is deliberately no catch-all tag.
 */
export const CMS_MODELS = [
  'site_settings',
  'home_page',
  'about_page',
  'contact_page',
  'map_page',
  'masterplan_page',
  'art_culture_page',
  'opportunity_page',
  'search_page',
  'cinema_page',
  'institute',
  'store_category',
  'cuisine',
  'store',
  'restaurant',
  'floor',
  'movie',
  'article_category',
  'article',
  'service',
  'institute_project',
  'job_opening',
  'page',
] as const;

export type CmsModel = (typeof CMS_MODELS)[number];

const TAG_PREFIX = 'cms';

export function isCmsModel(value: string): value is CmsModel {
  return (CMS_MODELS as readonly string[]).includes(value);
}

export function modelTag(model: CmsModel): string {
  return `${TAG_PREFIX}:${model}`;
}

export function recordTag(model: CmsModel, id: string): string {
  return `${TAG_PREFIX}:${model}:${id}`;
}

/** The tags one webhook change expires; an unknown model (e.g. a block) still has its record tag. */
export function tagsForChange(change: { model: string; id?: string | undefined }): string[] {
  const model = change.model;
  const tags = [`${TAG_PREFIX}:${model}`];
  if (change.id) tags.push(`${TAG_PREFIX}:${model}:${change.id}`);
  return tags;
}
