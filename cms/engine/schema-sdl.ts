import { MODELS } from '../model/models.ts';
import { LOCALES, type FieldDef, type ModelDef } from '../model/types.ts';
import { localeEnumValue } from '../../src/lib/content/project-settings-schema.ts';
import {
  allField,
  allLocalesField,
  fieldName,
  filterTypeName,
  metaField,
  modelFieldTypeName,
  orderByTypeName,
  recordTypeName,
  singleField,
} from './naming.ts';

/**
 * Derives the GraphQL SDL of the Content Delivery API from the content model,
 * with DatoCMS's conventions (DATOCMS.md §3). The output is deterministic:
 * types sorted by name, fields sorted by name (as DatoCMS prints its schema),
 * enum values in declaration order.
 *
 * Two variants, as DatoCMS serves them (DATOCMS.md §8): the non-strict schema
 * (no `X-Exclude-Invalid`), where model fields are nullable and lists are
 * `[T!]!`; and the strict one (`X-Exclude-Invalid: true`), where a required
 * field is non-null and a file field that only accepts images is an
 * `ImageFileField` (non-null `width`, `height`, `focalPoint`,
 * `responsiveImage`). Fragments on `FileFieldInterface` validate in both.
 */

export interface SchemaOptions {
  models?: readonly ModelDef[];
  /** the project's locale codes (`pt`, `pt-BR`), default first: the `SiteLocale` enum */
  locales?: readonly string[];
  strict?: boolean;
}

const LOCALE_ARGS = [
  '"""The locale to use to fetch the field\'s content"""\n    locale: SiteLocale',
  '"""If you want to fallback to a default translation when a translation has not been found"""\n    fallbackLocales: [SiteLocale!]',
];

const ORDERABLE_FIELD_TYPES = new Set(['string', 'boolean', 'integer', 'float', 'date', 'date_time']);

/** the filter input of each field type; `null` for types DatoCMS cannot filter on here */
const FILTER_OF: Record<FieldDef['type'], string | null> = {
  string: 'StringFilter',
  text: 'TextFilter',
  slug: 'SlugFilter',
  boolean: 'BooleanFilter',
  integer: 'IntegerFilter',
  float: 'FloatFilter',
  date: 'DateFilter',
  date_time: 'DateTimeFilter',
  json: 'JsonFilter',
  color: 'ColorFilter',
  lat_lon: 'LatLonFilter',
  file: 'FileFilter',
  gallery: 'GalleryFilter',
  link: 'LinkFilter',
  links: 'LinksFilter',
  structured_text: 'StructuredTextFilter',
  rich_text: null,
  seo: 'SeoFilter',
};

interface TypeDef {
  kind: 'type' | 'interface' | 'input' | 'enum' | 'union' | 'scalar';
  description?: string;
  implements?: string;
  /** field name → declaration after the name (`(args): Type` or `: Type`); enum values; union members */
  members: [name: string, decl: string, description?: string][];
  /** keep the members in declaration order (enums, unions) */
  ordered?: boolean;
}

class SdlBuilder {
  readonly types = new Map<string, TypeDef>();

  add(name: string, def: TypeDef): void {
    if (this.types.has(name)) throw new Error(`schema: type ${name} declared twice`);
    this.types.set(name, def);
  }

  print(): string {
    const names = [...this.types.keys()].sort(compareNames);
    return `${names.map((n) => printType(n, this.types.get(n)!)).join('\n\n')}\n`;
  }
}

const compareNames = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function printDescription(text: string | undefined, indent: string): string {
  if (!text) return '';
  const escaped = text.replace(/"""/g, '\\"""');
  // a description ending in a quote would close the block string early
  return escaped.endsWith('"') || escaped.includes('\n')
    ? `${indent}"""\n${indent}${escaped.replace(/\n/g, `\n${indent}`)}\n${indent}"""\n`
    : `${indent}"""${escaped}"""\n`;
}

function printType(name: string, def: TypeDef): string {
  const head = printDescription(def.description, '');
  if (def.kind === 'scalar') return `${head}scalar ${name}`;
  if (def.kind === 'union') return `${head}union ${name} = ${def.members.map(([m]) => m).join(' | ')}`;
  const members = def.ordered ? def.members : [...def.members].sort((a, b) => compareNames(a[0], b[0]));
  const body =
    def.kind === 'enum'
      ? members.map(([v, d]) => `${printDescription(d, '  ')}  ${v}`).join('\n')
      : members.map(([f, decl, d]) => `${printDescription(d, '  ')}  ${f}${decl}`).join('\n');
  const impl = def.implements ? ` implements ${def.implements}` : '';
  return `${head}${def.kind} ${name}${impl} {\n${body}\n}`;
}

const args = (list: readonly string[]): string =>
  list.length === 0 ? '' : `(\n${list.map((a) => `    ${a}`).join('\n')}\n  )`;

const field = (type: string, argList: readonly string[] = []): string => `${args(argList)}: ${type}`;

const input = (fields: Record<string, string>, description?: string): TypeDef => ({
  kind: 'input',
  description,
  members: Object.entries(fields).map(([k, t]) => [k, `: ${t}`]),
});

const enumOf = (values: readonly string[], description?: string): TypeDef => ({
  kind: 'enum',
  description,
  ordered: true,
  members: values.map((v) => [v, '']),
});

// ─── fixed parts of every DatoCMS schema ──────────────────────────────────────

function addScalars(b: SdlBuilder): void {
  const scalars: Record<string, string | undefined> = {
    BooleanType: 'Represents `true` or `false` values.',
    CustomData: undefined,
    Date: 'Represents a date as YYYY-MM-DD',
    DateTime: 'A ISO 8601 compliant datetime value',
    FloatType: 'Represents signed double-precision fractional values as specified by IEEE 754.',
    IntType:
      'Represents non-fractional signed whole numeric values. Int can represent values between -(2^31) and 2^31 - 1.',
    ItemId: undefined,
    JsonField: undefined,
    MetaTagAttributes: undefined,
    UploadId: undefined,
  };
  for (const [name, description] of Object.entries(scalars)) b.add(name, { kind: 'scalar', description, members: [] });
}

const IMGIX_PARAMS: Record<string, [string, string]> = {
  ar: ['String', 'Aspect ratio, "16:9"; with `fit=crop`'],
  auto: ['[ImgixParamsAuto!]', 'Automatic optimizations (`format` serves WebP where accepted)'],
  bg: ['String', 'Background color of padded and partially-transparent images'],
  blur: ['IntType', 'Gaussian blur, 0–2000'],
  crop: ['[ImgixParamsCrop!]', 'Crop mode, with `fit=crop`'],
  dpr: ['FloatType', 'Device pixel ratio'],
  fit: ['ImgixParamsFit', 'Resize fit mode'],
  fm: ['ImgixParamsFm', 'Output format'],
  fpX: ['FloatType', 'Focal point x, 0–1'],
  fpY: ['FloatType', 'Focal point y, 0–1'],
  h: ['FloatType', 'Image height'],
  maxH: ['IntType', 'Maximum height'],
  maxW: ['IntType', 'Maximum width'],
  minH: ['IntType', 'Minimum height'],
  minW: ['IntType', 'Minimum width'],
  q: ['IntType', 'Output quality, 1–100'],
  rect: ['String', 'Source rectangle "x,y,w,h"'],
  rot: ['FloatType', 'Rotation in degrees'],
  sat: ['IntType', 'Saturation, -100–100'],
  w: ['FloatType', 'Image width'],
  skipDefaultOptimizations: ['BooleanType', 'Bypasses the default image optimizations'],
};

function addFileTypes(b: SdlBuilder, strict: boolean): void {
  b.add('ImgixParams', {
    kind: 'input',
    members: Object.entries(IMGIX_PARAMS).map(([k, [t, d]]) => [k, `: ${t}`, d]),
  });

  b.add('ImgixParamsAuto', enumOf(['enhance', 'format', 'redeye', 'compress']));
  b.add('ImgixParamsCrop', enumOf(['top', 'bottom', 'left', 'right', 'faces', 'entropy', 'edges', 'focalpoint']));
  b.add('ImgixParamsFit', enumOf(['clamp', 'clip', 'crop', 'facearea', 'fill', 'fillmax', 'max', 'min', 'scale']));
  b.add(
    'ImgixParamsFm',
    enumOf([
      'gif',
      'jpg',
      'jp2',
      'json',
      'jxr',
      'pjpg',
      'mp4',
      'png',
      'png8',
      'png32',
      'webp',
      'webm',
      'blurhash',
      'avif',
    ]),
  );

  const localized = (t: string) => field(t, LOCALE_ARGS);
  const fileFields: Record<string, string> = {
    _createdAt: ': DateTime!',
    _editingUrl: ': String',
    _updatedAt: ': DateTime!',
    alt: localized('String'),
    author: ': String',
    basename: ': String!',
    blurUpThumb: field('String', [
      'punch: Float! = 1',
      'size: Int! = 24',
      'quality: Int! = 70',
      'imgixParams: ImgixParams',
    ]),
    blurhash: ': String',
    colors: ': [ColorField!]!',
    copyright: ': String',
    customData: localized('CustomData!'),
    exifInfo: ': CustomData!',
    filename: ': String!',
    focalPoint: localized('focalPoint'),
    format: ': String!',
    height: ': IntType',
    id: ': UploadId!',
    md5: ': String!',
    mimeType: ': String!',
    notes: ': String',
    responsiveImage: field('ResponsiveImage', [
      '"""Imgix transformations to apply to the image"""\n    imgixParams: ImgixParams',
      '"""Specify a custom `sizes` attribute for the image"""\n    sizes: String',
      ...LOCALE_ARGS,
    ]),
    size: ': IntType!',
    smartTags: ': [String!]!',
    tags: ': [String!]!',
    thumbhash: ': String',
    title: localized('String'),
    url: field('String!', ['"""Imgix transformations to apply to the image"""\n    imgixParams: ImgixParams']),
    width: ': IntType',
  };
  b.add('FileFieldInterface', { kind: 'interface', members: Object.entries(fileFields) });
  b.add('FileField', { kind: 'type', implements: 'FileFieldInterface', members: Object.entries(fileFields) });
  if (strict) {
    // what an image-only validator guarantees
    const imageFields: Record<string, string> = {
      ...fileFields,
      focalPoint: localized('focalPoint!'),
      height: ': IntType!',
      responsiveImage: fileFields.responsiveImage!.replace(/\): ResponsiveImage$/, '): ResponsiveImage!'),
      width: ': IntType!',
    };
    b.add('ImageFileField', { kind: 'type', implements: 'FileFieldInterface', members: Object.entries(imageFields) });
  }
  b.add('focalPoint', {
    kind: 'type',
    members: [
      ['x', ': FloatType!'],
      ['y', ': FloatType!'],
    ],
  });
  b.add('ResponsiveImage', {
    kind: 'type',
    members: Object.entries({
      alt: ': String',
      aspectRatio: ': FloatType!',
      base64: ': String',
      bgColor: ': String',
      height: ': IntType!',
      sizes: ': String!',
      src: ': String!',
      srcSet: ': String!',
      title: ': String',
      webpSrcSet: ': String!',
      width: ': IntType!',
    }),
  });
  b.add('ColorField', {
    kind: 'type',
    members: Object.entries({
      alpha: ': IntType!',
      blue: ': IntType!',
      cssRgb: ': String!',
      green: ': IntType!',
      hex: ': String!',
      red: ': IntType!',
    }),
  });
  b.add('LatLonField', {
    kind: 'type',
    members: [
      ['latitude', ': FloatType!'],
      ['longitude', ': FloatType!'],
    ],
  });

  // uploads: filters and ordering of the media area
  b.add(
    'UploadFilter',
    input({
      id: 'UploadIdFilter',
      filename: 'UploadFilenameFilter',
      basename: 'UploadFilenameFilter',
      format: 'UploadFormatFilter',
      mimeType: 'UploadMimeTypeFilter',
      width: 'UploadDimensionFilter',
      height: 'UploadDimensionFilter',
      size: 'UploadDimensionFilter',
      AND: '[UploadFilter]',
      OR: '[UploadFilter]',
    }),
  );
  b.add('UploadIdFilter', input({ eq: 'UploadId', neq: 'UploadId', in: '[UploadId]', notIn: '[UploadId]' }));
  b.add('UploadFilenameFilter', input({ matches: 'StringMatchesFilter', notMatches: 'StringMatchesFilter' }));
  b.add('UploadFormatFilter', input({ eq: 'String', neq: 'String', in: '[String]', notIn: '[String]' }));
  b.add(
    'UploadMimeTypeFilter',
    input({ eq: 'String', neq: 'String', matches: 'StringMatchesFilter', notMatches: 'StringMatchesFilter' }),
  );
  b.add(
    'UploadDimensionFilter',
    input({ eq: 'IntType', neq: 'IntType', gt: 'IntType', gte: 'IntType', lt: 'IntType', lte: 'IntType' }),
  );
  b.add(
    'UploadOrderBy',
    enumOf(dirs(['_createdAt', '_updatedAt', 'size', 'filename', 'basename', 'format', 'mimeType', 'width', 'height'])),
  );
}

const dirs = (keys: readonly string[]): string[] => keys.flatMap((k) => [`${k}_ASC`, `${k}_DESC`]);

function addSiteAndSeo(b: SdlBuilder, locales: readonly string[]): void {
  b.add('SiteLocale', enumOf(locales.map(localeEnumValue)));
  b.add('ItemStatus', enumOf(['draft', 'updated', 'published']));
  b.add('FaviconType', enumOf(['icon', 'appleTouchIcon', 'msApplication']));
  b.add('Tag', {
    kind: 'type',
    members: [
      ['attributes', ': MetaTagAttributes'],
      ['content', ': String'],
      ['tag', ': String!'],
    ],
  });
  b.add('CollectionMetadata', { kind: 'type', members: [['count', ': IntType!']] });
  b.add('SeoField', {
    kind: 'type',
    members: Object.entries({
      description: ': String',
      image: ': FileField',
      noIndex: ': BooleanType',
      title: ': String',
      twitterCard: ': String',
    }),
  });
  b.add('GlobalSeoField', {
    kind: 'type',
    members: Object.entries({
      facebookPageUrl: ': String',
      fallbackSeo: ': SeoField',
      siteName: ': String',
      titleSuffix: ': String',
      twitterAccount: ': String',
    }),
  });
  b.add('Site', {
    kind: 'type',
    members: Object.entries({
      favicon: ': FileField',
      faviconMetaTags: field('[Tag!]!', ['"""The variants to build"""\n    variants: [FaviconType] = [icon]']),
      globalSeo: field('GlobalSeoField', LOCALE_ARGS),
      locales: ': [SiteLocale!]!',
      noIndex: ': BooleanType',
    }),
  });
}

function addFilterInputs(b: SdlBuilder): void {
  const cmp = (t: string) => ({ eq: t, neq: t, gt: t, gte: t, lt: t, lte: t, exists: 'BooleanType' });
  b.add(
    'StringMatchesFilter',
    input({ pattern: 'String!', caseSensitive: 'BooleanType = false', regexp: 'BooleanType = true' }),
  );
  b.add(
    'StringFilter',
    input({
      eq: 'String',
      neq: 'String',
      in: '[String]',
      notIn: '[String]',
      matches: 'StringMatchesFilter',
      notMatches: 'StringMatchesFilter',
      isBlank: 'BooleanType',
      isPresent: 'BooleanType',
      exists: 'BooleanType',
    }),
  );
  b.add(
    'TextFilter',
    input({
      matches: 'StringMatchesFilter',
      notMatches: 'StringMatchesFilter',
      isBlank: 'BooleanType',
      isPresent: 'BooleanType',
      exists: 'BooleanType',
    }),
  );
  b.add(
    'StructuredTextFilter',
    input({
      matches: 'StringMatchesFilter',
      notMatches: 'StringMatchesFilter',
      isBlank: 'BooleanType',
      isPresent: 'BooleanType',
      exists: 'BooleanType',
    }),
  );
  b.add('SlugFilter', input({ eq: 'String', neq: 'String', in: '[String]', notIn: '[String]' }));
  b.add('BooleanFilter', input({ eq: 'BooleanType' }));
  b.add('IntegerFilter', input(cmp('IntType')));
  b.add('FloatFilter', input(cmp('FloatType')));
  b.add('DateFilter', input(cmp('Date')));
  b.add('DateTimeFilter', input(cmp('DateTime')));
  b.add('PositionFilter', input(cmp('IntType')));
  b.add('CreatedAtFilter', input(cmp('DateTime')));
  b.add('UpdatedAtFilter', input(cmp('DateTime')));
  b.add('PublishedAtFilter', input(cmp('DateTime')));
  b.add('JsonFilter', input({ exists: 'BooleanType' }));
  b.add('ColorFilter', input({ exists: 'BooleanType' }));
  b.add('SeoFilter', input({ exists: 'BooleanType' }));
  b.add('LatLonNearFilter', input({ latitude: 'FloatType!', longitude: 'FloatType!', radius: 'FloatType!' }));
  b.add('LatLonFilter', input({ near: 'LatLonNearFilter', exists: 'BooleanType' }));
  b.add(
    'FileFilter',
    input({ eq: 'UploadId', neq: 'UploadId', in: '[UploadId]', notIn: '[UploadId]', exists: 'BooleanType' }),
  );
  b.add(
    'GalleryFilter',
    input({ eq: '[UploadId]', allIn: '[UploadId]', anyIn: '[UploadId]', notIn: '[UploadId]', exists: 'BooleanType' }),
  );
  b.add('LinkFilter', input({ eq: 'ItemId', neq: 'ItemId', in: '[ItemId]', notIn: '[ItemId]', exists: 'BooleanType' }));
  b.add(
    'LinksFilter',
    input({ eq: '[ItemId]', allIn: '[ItemId]', anyIn: '[ItemId]', notIn: '[ItemId]', exists: 'BooleanType' }),
  );
  b.add('ItemIdFilter', input({ eq: 'ItemId', neq: 'ItemId', in: '[ItemId]', notIn: '[ItemId]' }));
  b.add('StatusFilter', input({ eq: 'ItemStatus', neq: 'ItemStatus', in: '[ItemStatus]', notIn: '[ItemStatus]' }));
  b.add('LocalesFilter', input({ allIn: '[SiteLocale!]', anyIn: '[SiteLocale!]', notIn: '[SiteLocale!]' }));
}

// ─── record interface and per-model types ─────────────────────────────────────

const RECORD_META: Record<string, string> = {
  _createdAt: ': DateTime!',
  _editingUrl: ': String',
  _firstPublishedAt: ': DateTime',
  _isValid: ': BooleanType!',
  _modelApiKey: ': String!',
  _publicationScheduledAt: ': DateTime',
  _publishedAt: ': DateTime',
  _seoMetaTags: field('[Tag!]!', ['"""The locale to use to fetch the field\'s content"""\n    locale: SiteLocale']),
  _status: ': ItemStatus!',
  _unpublishingScheduledAt: ': DateTime',
  _updatedAt: ': DateTime!',
  id: ': ItemId!',
};

const SCALAR_OUTPUT: Partial<Record<FieldDef['type'], string>> = {
  string: 'String',
  text: 'String',
  slug: 'String',
  boolean: 'BooleanType',
  integer: 'IntType',
  float: 'FloatType',
  date: 'Date',
  date_time: 'DateTime',
  json: 'JsonField',
  color: 'ColorField',
  lat_lon: 'LatLonField',
  file: 'FileField',
  seo: 'SeoField',
};

/** the record type or union that a list of allowed models maps to; null when none is allowed */
function targetType(b: SdlBuilder, unionName: string, models: readonly string[] | undefined): string | null {
  if (!models || models.length === 0) return null;
  if (models.length === 1) return recordTypeName(models[0]!);
  b.add(unionName, { kind: 'union', ordered: true, members: models.map((m) => [recordTypeName(m), '']) });
  return unionName;
}

const imageOnly = (f: FieldDef): boolean => f.validators?.extension?.predefinedList === 'image';

/** the output type of a model field in the strict schema: required is non-null, image-only is `ImageFileField` */
function strictOutputType(b: SdlBuilder, model: ModelDef, f: FieldDef): string {
  if (f.type === 'gallery') return imageOnly(f) ? '[ImageFileField!]!' : '[FileField!]!';
  const type = f.type === 'file' && imageOnly(f) ? 'ImageFileField' : outputType(b, model, f);
  return f.validators?.required && !type.endsWith('!') ? `${type}!` : type;
}

/** the output type of a model field, declaring the helper types it needs */
function outputType(b: SdlBuilder, model: ModelDef, f: FieldDef): string {
  const scalar = SCALAR_OUTPUT[f.type];
  if (scalar) return scalar;
  const base = modelFieldTypeName(model, f);
  switch (f.type) {
    case 'gallery':
      return '[FileField!]!';
    case 'link':
      return targetType(b, base, f.targets) ?? 'String';
    case 'links':
      return `[${targetType(b, base, f.targets) ?? 'String'}!]!`;
    case 'rich_text': {
      b.add(base, { kind: 'union', ordered: true, members: (f.blocks ?? []).map((m) => [recordTypeName(m), '']) });
      return `[${base}!]!`;
    }
    case 'structured_text': {
      const list = (suffix: string, models: readonly string[] | undefined) =>
        `: [${targetType(b, `${base.replace(/Field$/, '')}${suffix}Field`, models) ?? 'String'}!]!`;
      b.add(base, {
        kind: 'type',
        members: [
          ['blocks', list('Blocks', f.blocks)],
          ['inlineBlocks', list('InlineBlocks', f.inlineBlocks)],
          ['links', list('Links', f.links)],
          ['value', ': JsonField!'],
        ],
      });
      return base;
    }
    default:
      throw new Error(`schema: no output type for field type ${f.type}`);
  }
}

/** `StringMultiLocaleField`, `FileFieldListListNonNullMultiLocaleField` … for `_all<Field>Locales` */
function multiLocaleType(b: SdlBuilder, type: string): string {
  const list = /^\[(.+)!\]!$/.exec(type);
  const nonNull = /^(\w+)!$/.exec(type);
  const name = list
    ? `${list[1]}ListListNonNullMultiLocaleField`
    : nonNull
      ? `${nonNull[1]}NonNullMultiLocaleField`
      : `${type}MultiLocaleField`;
  if (!b.types.has(name))
    b.add(name, {
      kind: 'type',
      members: [
        ['locale', ': SiteLocale'],
        ['value', `: ${type}`],
      ],
    });
  return name;
}

function addModel(b: SdlBuilder, model: ModelDef, strict: boolean): void {
  const members: TypeDef['members'] = Object.entries(RECORD_META);
  members.push(['_locales', ': [SiteLocale!]!']);
  if (model.sortable) members.push(['position', ': IntType']);
  for (const f of model.fields) {
    const type = strict ? strictOutputType(b, model, f) : outputType(b, model, f);
    const fieldArgs = [
      ...(f.localized ? LOCALE_ARGS : []),
      ...(f.type === 'text' ? ['"""Process content as markdown"""\n    markdown: Boolean'] : []),
    ];
    members.push([fieldName(f), field(type, fieldArgs), f.hint]);
    if (f.localized) members.push([allLocalesField(f), field(`[${multiLocaleType(b, type)}!]`, fieldArgs)]);
  }
  const kind = model.block ? 'Block' : 'Record';
  b.add(recordTypeName(model.apiKey), {
    kind: 'type',
    implements: 'RecordInterface',
    description: `${kind} of type ${model.name} (${model.apiKey})`,
    members,
  });
  if (model.block || model.singleton) return;

  const filter: Record<string, string> = {
    id: 'ItemIdFilter',
    _createdAt: 'CreatedAtFilter',
    _updatedAt: 'UpdatedAtFilter',
    _publishedAt: 'PublishedAtFilter',
    _firstPublishedAt: 'PublishedAtFilter',
    _publicationScheduledAt: 'PublishedAtFilter',
    _unpublishingScheduledAt: 'PublishedAtFilter',
    _status: 'StatusFilter',
    _isValid: 'BooleanFilter',
    _locales: 'LocalesFilter',
  };
  if (model.sortable) filter.position = 'PositionFilter';
  for (const f of model.fields) {
    const t = FILTER_OF[f.type];
    if (t) filter[fieldName(f)] = t;
  }
  filter.AND = `[${filterTypeName(model)}]`;
  filter.OR = `[${filterTypeName(model)}]`;
  b.add(filterTypeName(model), input(filter));

  const orderKeys = [
    '_createdAt',
    'id',
    '_firstPublishedAt',
    '_publicationScheduledAt',
    '_unpublishingScheduledAt',
    '_publishedAt',
    '_status',
    '_updatedAt',
    '_isValid',
  ];
  if (model.sortable) orderKeys.push('position');
  for (const f of model.fields) if (ORDERABLE_FIELD_TYPES.has(f.type)) orderKeys.push(fieldName(f));
  b.add(orderByTypeName(model), enumOf(dirs(orderKeys)));
}

function addQuery(b: SdlBuilder, models: readonly ModelDef[]): void {
  const q: TypeDef['members'] = [];
  for (const model of models) {
    if (model.block) continue;
    const rec = recordTypeName(model.apiKey);
    if (model.singleton) {
      q.push([singleField(model), field(rec, LOCALE_ARGS)]);
      continue;
    }
    const filter = `filter: ${filterTypeName(model)}`;
    const orderBy = `orderBy: [${orderByTypeName(model)}] = [_updatedAt_DESC]`;
    q.push([singleField(model), field(rec, [...LOCALE_ARGS, filter, orderBy])]);
    q.push([
      allField(model),
      field(`[${rec}!]!`, [
        ...LOCALE_ARGS,
        '"""Skip the first results"""\n    skip: IntType',
        '"""Limit the number of results"""\n    first: IntType = 20',
        filter,
        orderBy,
      ]),
    ]);
    q.push([metaField(model), field('CollectionMetadata!', [LOCALE_ARGS[0]!, filter])]);
  }
  q.push(['_site', field('Site!', LOCALE_ARGS)]);
  q.push([
    'upload',
    field('FileField', [...LOCALE_ARGS, 'filter: UploadFilter', 'orderBy: [UploadOrderBy] = [_createdAt_DESC]']),
  ]);
  q.push([
    'allUploads',
    field('[FileField!]!', [
      ...LOCALE_ARGS,
      'skip: IntType',
      'first: IntType = 20',
      'filter: UploadFilter',
      'orderBy: [UploadOrderBy] = [_createdAt_DESC]',
    ]),
  ]);
  q.push(['_allUploadsMeta', field('CollectionMetadata!', [LOCALE_ARGS[0]!, 'filter: UploadFilter'])]);
  b.add('Query', { kind: 'type', description: 'The query root for this schema', members: q });
}

/** The SDL of the Content Delivery API for the content model in `cms/model` and the project's locales. */
export function deriveSchemaSdl({ models = MODELS, locales = LOCALES, strict = false }: SchemaOptions = {}): string {
  const b = new SdlBuilder();
  addScalars(b);
  addFileTypes(b, strict);
  addSiteAndSeo(b, locales);
  addFilterInputs(b);
  b.add('RecordInterface', { kind: 'interface', members: Object.entries(RECORD_META) });
  for (const model of models) addModel(b, model, strict);
  addQuery(b, models);
  return b.print();
}
