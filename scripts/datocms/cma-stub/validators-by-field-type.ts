/**
 * Which validators DatoCMS accepts on each field type, and which it requires,
 * as the CMA client types them (`<Type>FieldValidators` in
 * @datocms/cma-client/src/fieldTypes/*.ts). The stub refuses a field whose
 * validators break these rules with the 422 DatoCMS answers.
 */
export const VALIDATORS_BY_FIELD_TYPE: Record<string, { allowed: readonly string[]; required: readonly string[] }> = {
  boolean: { allowed: [], required: [] },
  color: { allowed: ['required'], required: [] },
  date: { allowed: ['required', 'date_range'], required: [] },
  date_time: { allowed: ['required', 'date_time_range'], required: [] },
  file: {
    allowed: ['required', 'file_size', 'image_dimensions', 'image_aspect_ratio', 'extension', 'required_alt_title'],
    required: [],
  },
  float: { allowed: ['required', 'number_range'], required: [] },
  gallery: {
    allowed: ['size', 'file_size', 'image_dimensions', 'image_aspect_ratio', 'extension', 'required_alt_title'],
    required: [],
  },
  integer: { allowed: ['required', 'number_range'], required: [] },
  json: { allowed: ['required'], required: [] },
  lat_lon: { allowed: ['required'], required: [] },
  link: { allowed: ['item_item_type', 'required', 'unique'], required: ['item_item_type'] },
  links: { allowed: ['items_item_type', 'size'], required: ['items_item_type'] },
  rich_text: { allowed: ['rich_text_blocks', 'size'], required: ['rich_text_blocks'] },
  seo: {
    allowed: [
      'required_seo_fields',
      'file_size',
      'image_dimensions',
      'image_aspect_ratio',
      'title_length',
      'description_length',
    ],
    required: [],
  },
  single_block: { allowed: ['single_block_blocks', 'required'], required: ['single_block_blocks'] },
  slug: { allowed: ['required', 'unique', 'length', 'slug_format', 'slug_title_field'], required: [] },
  string: { allowed: ['required', 'unique', 'length', 'format', 'enum'], required: [] },
  structured_text: {
    allowed: ['required', 'structured_text_blocks', 'structured_text_links', 'length', 'structured_text_inline_blocks'],
    required: ['structured_text_blocks', 'structured_text_links'],
  },
  text: { allowed: ['required', 'length', 'format', 'sanitized_html'], required: [] },
  video: { allowed: ['required'], required: [] },
};

/** validators whose `item_types` must name block models, and those that must name record models */
export const BLOCK_LIST_VALIDATORS = [
  'rich_text_blocks',
  'structured_text_blocks',
  'structured_text_inline_blocks',
  'single_block_blocks',
];
export const RECORD_LIST_VALIDATORS = ['item_item_type', 'items_item_type', 'structured_text_links'];
