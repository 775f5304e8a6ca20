import { buildSchema, isEnumType, isInputObjectType, isObjectType, isUnionType, type GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveSchemaSdl } from './index.ts';

const sdl = deriveSchemaSdl();
const schema = buildSchema(sdl);
const query = schema.getQueryType()!;
const obj = (name: string) => schema.getType(name) as GraphQLObjectType;
const argsOf = (field: string) =>
  Object.fromEntries(
    query
      .getFields()
      [field]!.args.map((a) => [
        a.name,
        `${a.type.toString()}${a.defaultValue !== undefined ? ` = ${JSON.stringify(a.defaultValue)}` : ''}`,
      ]),
  );

describe('schema derived from cms/model', () => {
  it('is the committed graphql/schema.graphql (run npm run cms:schema after a model change)', () => {
    const committed = readFileSync(new URL('../../graphql/schema.graphql', import.meta.url), 'utf8');
    expect(committed.replace(/^#.*\n\n/, '')).toBe(sdl);
  });

  it('is deterministic', () => {
    expect(deriveSchemaSdl()).toBe(sdl);
  });

  it('gives collections x / allXs / _allXsMeta with DatoCMS arguments and defaults', () => {
    expect(argsOf('allStores')).toEqual({
      locale: 'SiteLocale',
      fallbackLocales: '[SiteLocale!]',
      skip: 'IntType',
      first: 'IntType = 20',
      filter: 'StoreModelFilter',
      orderBy: '[StoreModelOrderBy] = ["_updatedAt_DESC"]',
    });
    expect(query.getFields().allStores!.type.toString()).toBe('[StoreRecord!]!');
    expect(query.getFields().store!.type.toString()).toBe('StoreRecord');
    expect(query.getFields()._allStoresMeta!.type.toString()).toBe('CollectionMetadata!');
    expect(Object.keys(argsOf('_allStoresMeta'))).toEqual(['locale', 'filter']);
    // the model's English plural wins over apiKey + "s"
    expect(query.getFields().allStoreCategories).toBeDefined();
    expect(query.getFields()._allArticleCategoriesMeta).toBeDefined();
  });

  it('gives singletons one root field with locale arguments only, and block models none', () => {
    expect(Object.keys(argsOf('siteSettings'))).toEqual(['locale', 'fallbackLocales']);
    expect(query.getFields().allSiteSettings).toBeUndefined();
    expect(query.getFields().imageBlock).toBeUndefined();
    expect(
      obj('ImageBlockRecord')
        .getInterfaces()
        .map((i) => i.name),
    ).toEqual(['RecordInterface']);
    expect(query.getFields()._site!.type.toString()).toBe('Site!');
    expect(query.getFields().allUploads!.type.toString()).toBe('[FileField!]!');
  });

  it('gives records the meta fields, _locales and _all<Field>Locales for localized fields', () => {
    const article = obj('ArticleRecord').getFields();
    for (const f of [
      'id',
      '_status',
      '_publishedAt',
      '_updatedAt',
      '_createdAt',
      '_firstPublishedAt',
      '_modelApiKey',
      '_seoMetaTags',
      '_locales',
      '_isValid',
    ]) {
      expect(article[f], f).toBeDefined();
    }
    expect(article._allSlugLocales!.type.toString()).toBe('[StringMultiLocaleField!]');
    expect(article.slug!.args.map((a) => a.name)).toEqual(['locale', 'fallbackLocales']);
    expect(article.excerpt!.args.map((a) => a.name)).toContain('markdown');
    expect(article.date!.type.toString()).toBe('Date');
    expect(article.category!.type.toString()).toBe('ArticleCategoryRecord');
    expect(obj('StoreRecord').getFields().images!.type.toString()).toBe('[FileField!]!');
    expect(obj('StoreCategoryRecord').getFields().position!.type.toString()).toBe('IntType');
  });

  it('types structured text with unions for several models and [String!]! for none', () => {
    const body = obj('ArticleModelBodyField').getFields();
    expect(body.value!.type.toString()).toBe('JsonField!');
    expect(body.blocks!.type.toString()).toBe('[ArticleModelBodyBlocksField!]!');
    expect(body.links!.type.toString()).toBe('[ArticleModelBodyLinksField!]!');
    expect(body.inlineBlocks!.type.toString()).toBe('[String!]!');
    const blocks = schema.getType('ArticleModelBodyBlocksField');
    expect(isUnionType(blocks) && blocks.getTypes().map((t) => t.name)).toEqual([
      'ImageBlockRecord',
      'GalleryBlockRecord',
      'VideoBlockRecord',
      'CtaBlockRecord',
      'QuoteBlockRecord',
    ]);
    const cinema = obj('CinemaPageModelHalfPriceRulesField').getFields();
    expect([cinema.blocks, cinema.links, cinema.inlineBlocks].map((f) => f!.type.toString())).toEqual([
      '[String!]!',
      '[String!]!',
      '[String!]!',
    ]);
    expect(obj('HomePageRecord').getFields().heroSlides!.type.toString()).toBe('[HomePageModelHeroSlidesField!]!');
  });

  it('gives each field type its filter input and operators, with AND / OR', () => {
    const filter = schema.getType('StoreModelFilter');
    if (!isInputObjectType(filter)) throw new Error('StoreModelFilter missing');
    const f = filter.getFields();
    expect(f.name!.type.toString()).toBe('StringFilter');
    expect(f.slug!.type.toString()).toBe('SlugFilter');
    expect(f.category!.type.toString()).toBe('LinkFilter');
    expect(f.featured!.type.toString()).toBe('BooleanFilter');
    expect(f.logo!.type.toString()).toBe('FileFilter');
    expect(f._status!.type.toString()).toBe('StatusFilter');
    expect(f._locales!.type.toString()).toBe('LocalesFilter');
    expect(f.AND!.type.toString()).toBe('[StoreModelFilter]');
    const ops = (name: string) => {
      const t = schema.getType(name);
      return isInputObjectType(t) ? Object.keys(t.getFields()).sort() : [];
    };
    expect(ops('StringFilter')).toEqual([
      'eq',
      'exists',
      'in',
      'isBlank',
      'isPresent',
      'matches',
      'neq',
      'notIn',
      'notMatches',
    ]);
    expect(ops('SlugFilter')).toEqual(['eq', 'in', 'neq', 'notIn']);
    expect(ops('IntegerFilter')).toEqual(['eq', 'exists', 'gt', 'gte', 'lt', 'lte', 'neq']);
    expect(ops('LinksFilter')).toEqual(['allIn', 'anyIn', 'eq', 'exists', 'notIn']);
    expect(ops('StringMatchesFilter')).toEqual(['caseSensitive', 'pattern', 'regexp']);
  });

  it('orders by meta fields, scalar fields and position for sortable models', () => {
    const order = schema.getType('StoreCategoryModelOrderBy');
    const values = isEnumType(order) ? order.getValues().map((v) => v.name) : [];
    expect(values).toEqual(
      expect.arrayContaining([
        '_updatedAt_DESC',
        '_createdAt_ASC',
        'id_ASC',
        'position_ASC',
        'position_DESC',
        '_status_ASC',
      ]),
    );
    expect(values).not.toContain('slug_ASC');
    const storeOrder = schema.getType('StoreModelOrderBy');
    expect(isEnumType(storeOrder) && storeOrder.getValues().map((v) => v.name)).toContain('name_ASC');
    expect(isEnumType(storeOrder) && storeOrder.getValues().map((v) => v.name)).not.toContain('position_ASC');
  });

  it('declares FileField, ResponsiveImage, ImgixParams, Site and the DatoCMS scalars', () => {
    const file = obj('FileField').getFields();
    for (const f of [
      'url',
      'responsiveImage',
      'alt',
      'title',
      'width',
      'height',
      'format',
      'mimeType',
      'size',
      'filename',
      'basename',
      'md5',
      'blurhash',
      'focalPoint',
      'customData',
      'colors',
      'tags',
      'smartTags',
    ]) {
      expect(file[f], f).toBeDefined();
    }
    expect(file.responsiveImage!.args.map((a) => a.name)).toEqual([
      'imgixParams',
      'sizes',
      'locale',
      'fallbackLocales',
    ]);
    const imgix = schema.getType('ImgixParams');
    expect(isInputObjectType(imgix) && Object.keys(imgix.getFields())).toEqual(
      expect.arrayContaining([
        'w',
        'h',
        'fit',
        'ar',
        'auto',
        'fm',
        'q',
        'dpr',
        'maxW',
        'maxH',
        'crop',
        'fpX',
        'fpY',
        'blur',
      ]),
    );
    expect(Object.keys(obj('ResponsiveImage').getFields()).sort()).toEqual([
      'alt',
      'aspectRatio',
      'base64',
      'bgColor',
      'height',
      'sizes',
      'src',
      'srcSet',
      'title',
      'webpSrcSet',
      'width',
    ]);
    expect(Object.keys(obj('Site').getFields()).sort()).toEqual([
      'favicon',
      'faviconMetaTags',
      'globalSeo',
      'locales',
      'noIndex',
    ]);
    const locale = schema.getType('SiteLocale');
    expect(isEnumType(locale) && locale.getValues().map((v) => v.name)).toEqual(['pt', 'en']);
    for (const s of [
      'ItemId',
      'UploadId',
      'IntType',
      'FloatType',
      'BooleanType',
      'Date',
      'DateTime',
      'JsonField',
      'MetaTagAttributes',
      'CustomData',
    ]) {
      expect(schema.getType(s)?.toString(), s).toBe(s);
    }
    expect(isObjectType(schema.getType('Tag'))).toBe(true);
  });
});
