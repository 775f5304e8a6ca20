import type { FieldDef, ModelDef } from '../model/types.ts';

/**
 * DatoCMS's GraphQL naming conventions (DATOCMS.md §3.1), in one place so the
 * schema and the resolvers can never disagree about a name.
 */

/** `blog_post` → `blogPost` */
export const camel = (apiKey: string): string => apiKey.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `blog_post` → `BlogPost` */
export const pascal = (apiKey: string): string => {
  const c = camel(apiKey);
  return c.charAt(0).toUpperCase() + c.slice(1);
};

export const pluralKey = (model: ModelDef): string => model.plural ?? `${model.apiKey}s`;

/** the root field of a model: `store`, `siteSettings` */
export const singleField = (model: ModelDef): string => camel(model.apiKey);
/** `allStores` */
export const allField = (model: ModelDef): string => `all${pascal(pluralKey(model))}`;
/** `_allStoresMeta` */
export const metaField = (model: ModelDef): string => `_all${pascal(pluralKey(model))}Meta`;

/** `StoreRecord` (blocks too: `ImageBlockRecord`) */
export const recordTypeName = (modelApiKey: string): string => `${pascal(modelApiKey)}Record`;
export const filterTypeName = (model: ModelDef): string => `${pascal(model.apiKey)}ModelFilter`;
export const orderByTypeName = (model: ModelDef): string => `${pascal(model.apiKey)}ModelOrderBy`;

/** `ArticleModelBodyField`: structured text object, modular content union, several-target link union */
export const modelFieldTypeName = (model: ModelDef, field: FieldDef): string =>
  `${pascal(model.apiKey)}Model${pascal(field.apiKey)}Field`;

/** `_allSlugLocales` */
export const allLocalesField = (field: FieldDef): string => `_all${pascal(field.apiKey)}Locales`;

/** GraphQL field name of a model field */
export const fieldName = (field: FieldDef): string => camel(field.apiKey);

/** imgix URL parameter name of an `ImgixParams` key: `maxW` → `max-w` */
export const imgixUrlName = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
