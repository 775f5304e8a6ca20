import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentEngine, type ContentEngine, type ExecuteResult } from './index.ts';

const fixtures = fileURLToPath(new URL('./__fixtures__', import.meta.url));
const ASSETS = 'http://localhost:4010/assets';

let engine: ContentEngine;
beforeAll(async () => {
  engine = await createContentEngine({
    contentDir: join(fixtures, 'content'),
    uploadsDir: join(fixtures, 'uploads'),
    assetBaseUrl: ASSETS,
  });
});

async function q(
  query: string,
  opts: { drafts?: boolean; variables?: Record<string, unknown> } = {},
): Promise<Record<string, unknown>> {
  const r = await engine.execute({
    query,
    variables: opts.variables,
    includeDrafts: opts.drafts ?? false,
    excludeInvalid: false,
  });
  expect(r, JSON.stringify(r.errors)).not.toHaveProperty('errors');
  return r.data as Record<string, unknown>;
}
const ids = (list: unknown) => (list as { id: string }[]).map((r) => r.id);
const storeIds = async (filter: string, extra = '') =>
  ids((await q(`{ allStores(filter: ${filter}, orderBy: id_ASC ${extra}) { id } }`)).allStores);

describe('content engine: loading', () => {
  it('loads the fixture content without problems', () => {
    expect(engine.problems).toEqual([]);
  });

  it('resolves known uploads to absolute paths and refuses anything else', () => {
    expect(engine.resolveUpload('stores/aroeira-logo.png')).toBe(join(fixtures, 'uploads/stores/aroeira-logo.png'));
    expect(engine.resolveUpload('../content/store/store-aroeira.json')).toBeNull();
    expect(engine.resolveUpload('stores/missing.png')).toBeNull();
  });
});

describe('drafts and _status', () => {
  it('serves only published versions without drafts, all with status published', async () => {
    const d = await q('{ allStores(orderBy: id_ASC) { id name _status } }');
    expect(d.allStores).toEqual([
      { id: 'store-aroeira', name: 'Casa Aroeira', _status: 'published' },
      { id: 'store-bossa', name: 'Bossa Calçados', _status: 'published' },
      { id: 'store-cedro', name: 'Cedro Óptica', _status: 'published' },
    ]);
  });

  it('lets the draft win with drafts included, and reports draft / updated / published', async () => {
    const d = await q('{ allStores(orderBy: id_ASC) { id name _status _publishedAt } }', { drafts: true });
    expect(d.allStores).toEqual([
      { id: 'store-aroeira', name: 'Casa Aroeira', _status: 'published', _publishedAt: '2026-01-20T10:00:00-03:00' },
      {
        id: 'store-bossa',
        name: 'Bossa Calçados e Bolsas',
        _status: 'updated',
        _publishedAt: '2026-01-05T10:00:00-03:00',
      },
      { id: 'store-cedro', name: 'Cedro Óptica', _status: 'published', _publishedAt: '2026-01-15T10:00:00-03:00' },
      { id: 'store-draft', name: 'Duna Nova', _status: 'draft', _publishedAt: null },
    ]);
    expect(await storeIds('{ _status: { eq: draft } }', '')).toEqual([]);
    const drafts = await engine.execute({
      query: '{ allStores(filter: {_status: {in: [draft, updated]}}, orderBy: id_ASC) { id } }',
      includeDrafts: true,
      excludeInvalid: false,
    });
    expect(ids((drafts.data as { allStores: unknown }).allStores)).toEqual(['store-bossa', 'store-draft']);
  });

  it('leaves a link to a draft-only record out of published answers', async () => {
    expect((await q('{ homePage { featuredStores { id } } }')).homePage).toEqual({
      featuredStores: [{ id: 'store-aroeira' }],
    });
    expect((await q('{ homePage { featuredStores { id } } }', { drafts: true })).homePage).toEqual({
      featuredStores: [{ id: 'store-aroeira' }, { id: 'store-draft' }],
    });
  });
});

describe('locales and fallbacks', () => {
  it('reads the default locale without arguments and the requested one with locale', async () => {
    expect((await q('{ storeCategory(filter: {id: {eq: "cat-moda"}}) { name } }')).storeCategory).toEqual({
      name: 'Moda',
    });
    expect((await q('{ storeCategory(locale: en, filter: {id: {eq: "cat-moda"}}) { name } }')).storeCategory).toEqual({
      name: 'Fashion',
    });
  });

  it('treats "" and null as missing and falls back only through fallbackLocales', async () => {
    const query = (args: string) => `{ store(${args} filter: {id: {eq: "store-cedro"}}) { shortDescription } }`;
    expect((await q(query('locale: en,'))).store).toEqual({ shortDescription: null });
    expect((await q(query('locale: en, fallbackLocales: [pt],'))).store).toEqual({
      shortDescription: 'Óculos e lentes',
    });
    // a field-level locale overrides the root one
    const d = await q(
      '{ store(locale: en, filter: {id: {eq: "store-aroeira"}}) { en: shortDescription pt: shortDescription(locale: pt) } }',
    );
    expect(d.store).toEqual({ en: 'Homeware', pt: 'Objetos para casa' });
  });

  it('propagates the root locale to linked records and lists _all<Field>Locales and _locales', async () => {
    const d = await q(
      '{ article(locale: en, filter: {id: {eq: "art-primavera"}}) { title category { name } _allSlugLocales { locale value } _locales } }',
    );
    expect(d.article).toEqual({
      title: 'Spring Festival',
      category: { name: 'Events' },
      _allSlugLocales: [
        { locale: 'pt', value: 'festival-da-primavera' },
        { locale: 'en', value: 'spring-festival' },
      ],
      _locales: ['pt', 'en'],
    });
  });

  it('filters localized fields in the query locale', async () => {
    const d = await q(
      '{ allArticles(locale: en, filter: {slug: {eq: "winter-sale"}}) { id } pt: allArticles(filter: {slug: {eq: "winter-sale"}}) { id } }',
    );
    expect(d).toEqual({ allArticles: [{ id: 'art-inverno' }], pt: [] });
  });
});

describe('filters', () => {
  it('string operators: eq, neq, in, notIn, matches (regexp, case), notMatches, isBlank, isPresent, exists', async () => {
    expect(await storeIds('{ name: { eq: "Casa Aroeira" } }')).toEqual(['store-aroeira']);
    expect(await storeIds('{ name: { neq: "Casa Aroeira" } }')).toEqual(['store-bossa', 'store-cedro']);
    expect(await storeIds('{ name: { in: ["Casa Aroeira", "Cedro Óptica"] } }')).toEqual([
      'store-aroeira',
      'store-cedro',
    ]);
    expect(await storeIds('{ name: { in: [] } }')).toEqual([]);
    expect(await storeIds('{ name: { notIn: ["Casa Aroeira"] } }')).toEqual(['store-bossa', 'store-cedro']);
    expect(await storeIds('{ name: { matches: { pattern: "^c" } } }')).toEqual(['store-aroeira', 'store-cedro']);
    expect(await storeIds('{ name: { matches: { pattern: "^c", caseSensitive: true } } }')).toEqual([]);
    expect(await storeIds('{ name: { matches: { pattern: "a.r", regexp: false } } }')).toEqual([]);
    expect(await storeIds('{ name: { notMatches: { pattern: "óptica" } } }')).toEqual(['store-aroeira', 'store-bossa']);
    expect(await storeIds('{ phone: { isBlank: true } }')).toEqual(['store-aroeira', 'store-cedro']);
    expect(await storeIds('{ phone: { isPresent: true } }')).toEqual(['store-bossa']);
    expect(await storeIds('{ website: { exists: true } }')).toEqual(['store-cedro']);
    expect(await storeIds('{ website: { neq: "https://cedro.example" } }')).toEqual(['store-aroeira', 'store-bossa']);
  });

  it('slug, boolean, integer, date, date_time and text operators', async () => {
    expect(await storeIds('{ slug: { in: ["casa-aroeira", "bossa-calcados"] } }')).toEqual([
      'store-aroeira',
      'store-bossa',
    ]);
    expect(await storeIds('{ slug: { notIn: ["casa-aroeira"] } }')).toEqual(['store-bossa', 'store-cedro']);
    expect(await storeIds('{ featured: { eq: true } }')).toEqual(['store-aroeira']);
    expect(await storeIds('{ featured: { eq: false } }')).toEqual(['store-bossa', 'store-cedro']);
    expect(ids((await q('{ allRestaurants(filter: {priceRange: {gte: 3, lt: 4}}) { id } }')).allRestaurants)).toEqual([
      'rest-tropeiro',
    ]);
    expect(ids((await q('{ allRestaurants(filter: {priceRange: {gt: 3}}) { id } }')).allRestaurants)).toEqual([]);
    expect(ids((await q('{ allArticles(filter: {date: {gt: "2026-07-01"}}) { id } }')).allArticles)).toEqual([
      'art-primavera',
    ]);
    expect(ids((await q('{ allArticles(filter: {date: {lte: "2026-06-21"}}) { id } }')).allArticles)).toEqual([
      'art-inverno',
    ]);
    expect(ids((await q('{ allArticles(filter: {cover: {exists: false}}) { id } }')).allArticles)).toEqual([
      'art-inverno',
    ]);
    expect(
      ids((await q('{ allArticles(filter: {excerpt: {matches: {pattern: "semana"}}}) { id } }')).allArticles),
    ).toEqual(['art-primavera']);
    expect(
      ids((await q('{ allArticles(filter: {body: {matches: {pattern: "oficinas"}}}) { id } }')).allArticles),
    ).toEqual(['art-primavera']);
    // date-times compare to the minute
    expect(await storeIds('{ _updatedAt: { eq: "2026-01-20T13:00:30Z" } }')).toEqual(['store-aroeira']);
    expect(await storeIds('{ _updatedAt: { gt: "2026-01-10T00:00:00-03:00" } }')).toEqual([
      'store-aroeira',
      'store-cedro',
    ]);
    expect(await storeIds('{ _createdAt: { lt: "2025-04-15T00:00:00Z" } }')).toEqual(['store-aroeira', 'store-bossa']);
  });

  it('link, links, id, _locales, AND and OR', async () => {
    expect(await storeIds('{ category: { eq: "cat-moda" } }')).toEqual(['store-bossa']);
    expect(await storeIds('{ category: { in: ["cat-moda", "cat-beleza"] } }')).toEqual(['store-bossa', 'store-cedro']);
    expect(await storeIds('{ category: { neq: "cat-moda" } }')).toEqual(['store-aroeira', 'store-cedro']);
    expect(await storeIds('{ id: { notIn: ["store-aroeira"] } }')).toEqual(['store-bossa', 'store-cedro']);
    expect(await storeIds('{ logo: { exists: true } }')).toEqual(['store-aroeira']);
    expect(await storeIds('{ logo: { eq: "stores/aroeira-logo.png" } }')).toEqual(['store-aroeira']);
    expect(await storeIds('{ _locales: { allIn: [en] } }')).toEqual(['store-aroeira', 'store-bossa']);
    expect(await storeIds('{ OR: [{ name: { eq: "Casa Aroeira" } }, { slug: { eq: "cedro-optica" } }] }')).toEqual([
      'store-aroeira',
      'store-cedro',
    ]);
    expect(await storeIds('{ AND: [{ category: { neq: "cat-moda" } }, { featured: { eq: false } }] }')).toEqual([
      'store-cedro',
    ]);
    expect(await storeIds('{ name: { matches: { pattern: "a" } }, featured: { eq: true } }')).toEqual([
      'store-aroeira',
    ]);
  });
});

describe('ordering and pagination', () => {
  it('orders by several keys, by default _updatedAt_DESC, and by position', async () => {
    expect(ids((await q('{ allStores { id } }')).allStores)).toEqual(['store-aroeira', 'store-cedro', 'store-bossa']);
    expect(ids((await q('{ allStores(orderBy: [featured_DESC, name_DESC]) { id } }')).allStores)).toEqual([
      'store-aroeira',
      'store-cedro',
      'store-bossa',
    ]);
    expect(ids((await q('{ allStoreCategories(orderBy: position_ASC) { id } }')).allStoreCategories)).toEqual([
      'cat-casa',
      'cat-moda',
      'cat-beleza',
    ]);
    expect(ids((await q('{ allStoreCategories(locale: en, orderBy: name_ASC) { id } }')).allStoreCategories)).toEqual([
      'cat-beleza',
      'cat-moda',
      'cat-casa',
    ]);
  });

  it('pages with first and skip and counts with _allXsMeta', async () => {
    const d = await q(
      '{ allStores(orderBy: id_ASC, first: 1, skip: 1) { id } _allStoresMeta(filter: {featured: {eq: false}}) { count } all: _allStoresMeta { count } }',
    );
    expect(d).toEqual({ allStores: [{ id: 'store-bossa' }], _allStoresMeta: { count: 2 }, all: { count: 3 } });
    const withDrafts = await engine.execute({
      query: '{ _allStoresMeta { count } }',
      includeDrafts: true,
      excludeInvalid: false,
    });
    expect(withDrafts).toEqual({ data: { _allStoresMeta: { count: 4 } } });
  });

  it('answers first > 500 and a negative skip with GraphQL errors', async () => {
    const r = await engine.execute({
      query: '{ allStores(first: 501) { id } }',
      includeDrafts: false,
      excludeInvalid: false,
    });
    expect(r.errors?.[0]?.message).toMatch(/"first" must be <= 500/);
    expect(r.errors?.[0]?.path).toEqual(['allStores']);
    const s = await engine.execute({
      query: '{ allStores(skip: -1) { id } }',
      includeDrafts: false,
      excludeInvalid: false,
    });
    expect(s.errors?.[0]?.message).toMatch(/"skip" must be >= 0/);
    expect(
      (await engine.execute({ query: '{ allStores(first: 500) { id } }', includeDrafts: false, excludeInvalid: false }))
        .errors,
    ).toBeUndefined();
  });

  it('reports validation errors with locations and never an errors key on success', async () => {
    const r: ExecuteResult = await engine.execute({
      query: '{ allStores { nope } }',
      includeDrafts: false,
      excludeInvalid: false,
    });
    expect(r.data).toBeUndefined();
    expect(r.errors?.[0]).toMatchObject({
      message: expect.stringContaining('nope'),
      locations: [{ line: 1, column: 15 }],
    });
    const ok = await engine.execute({
      query: 'query S($slug: String) { store(filter: {slug: {eq: $slug}}) { name } }',
      variables: { slug: 'casa-aroeira' },
      includeDrafts: false,
      excludeInvalid: false,
    });
    expect(Object.keys(ok)).toEqual(['data']);
  });
});

describe('structured text', () => {
  it('returns value as dast, blocks with __typename and id, and the linked records in the locale', async () => {
    const d = await q(`{ article(filter: {id: {eq: "art-primavera"}}) { body {
      value
      blocks { __typename ... on ImageBlockRecord { id caption image { alt width } } ... on QuoteBlockRecord { id quote } }
      links { __typename ... on StoreRecord { id name shortDescription } ... on RestaurantRecord { id slug } }
      inlineBlocks } } }`);
    const body = (d.article as { body: Record<string, unknown> }).body;
    expect(body.value).toMatchObject({ schema: 'dast', document: { type: 'root' } });
    expect(body.blocks).toEqual([
      {
        __typename: 'ImageBlockRecord',
        id: 'blk-img',
        caption: 'Átrio central',
        image: { alt: 'Flores no átrio', width: 200 },
      },
      { __typename: 'QuoteBlockRecord', id: 'blk-quote', quote: 'As flores voltaram.' },
    ]);
    expect(body.links).toEqual([
      { __typename: 'StoreRecord', id: 'store-aroeira', name: 'Casa Aroeira', shortDescription: 'Objetos para casa' },
      { __typename: 'RestaurantRecord', id: 'rest-tropeiro', slug: 'tropeiro-da-serra' },
    ]);
    expect(body.inlineBlocks).toEqual([]);
    const en = await q(
      '{ article(locale: en, filter: {id: {eq: "art-primavera"}}) { body { links { ... on StoreRecord { shortDescription } } blocks { __typename } } } }',
    );
    expect(en.article).toEqual({ body: { links: [{ shortDescription: 'Homeware' }], blocks: [] } });
  });

  it('returns modular content as a list of typed blocks', async () => {
    const d = await q('{ homePage { heroSlides { __typename ... on HeroSlideRecord { id title } } } }');
    expect(d.homePage).toEqual({ heroSlides: [{ __typename: 'HeroSlideRecord', id: 'hero-1', title: 'Primavera' }] });
  });
});

describe('SEO', () => {
  const tags = async (id: string, locale = 'pt') =>
    (
      (
        await q(
          `{ article(locale: ${locale}, filter: {id: {eq: "${id}"}}) { _seoMetaTags { tag content attributes } } }`,
        )
      ).article as {
        _seoMetaTags: { tag: string; content: string | null; attributes: Record<string, string> | null }[];
      }
    )._seoMetaTags;

  it('builds DatoCMS tags: a title with content, metas with content null and the value in attributes', async () => {
    const t = await tags('art-primavera');
    expect(t[0]).toEqual({ tag: 'title', content: 'Festival da Primavera | Shopping Jacarandá', attributes: null });
    for (const m of t.slice(1)) {
      expect(m.tag).toBe('meta');
      expect(m.content).toBeNull();
      expect(m.attributes).toEqual({
        [m.attributes && 'property' in m.attributes ? 'property' : 'name']: expect.any(String),
        content: expect.any(String),
      });
    }
    const attr = (key: string) =>
      t.find((m) => m.attributes?.property === key || m.attributes?.name === key)?.attributes?.content;
    expect(attr('og:title')).toBe('Festival da Primavera');
    expect(attr('twitter:title')).toBe('Festival da Primavera');
    // no SEO description on the record: the site's fallback SEO (home page) is used
    expect(attr('description')).toBe('Compras, gastronomia e cinema em Belo Horizonte.');
    expect(attr('og:image')).toBe(`${ASSETS}/articles/cover.png`);
    expect(attr('og:image:width')).toBe('200');
    expect(attr('og:site_name')).toBe('Shopping Jacarandá');
    expect(attr('og:locale')).toBe('pt');
    expect(attr('twitter:card')).toBe('summary_large_image');
    expect(attr('robots')).toBeUndefined();
  });

  it('drops the title suffix past 60 characters and honours noIndex', async () => {
    const t = await tags('art-inverno');
    expect(t[0]).toEqual({
      tag: 'title',
      content: 'Liquidação de inverno com um título bem longo para passar do limite',
      attributes: null,
    });
    expect(t.find((m) => m.attributes?.name === 'description')?.attributes?.content).toBe('Descontos de inverno.');
    expect(t.find((m) => m.attributes?.name === 'robots')?.attributes?.content).toBe('noindex');
  });

  it('exposes the global SEO and favicon on _site', async () => {
    const d = await q(
      '{ _site(locale: en) { locales noIndex globalSeo { siteName titleSuffix facebookPageUrl fallbackSeo { description } } faviconMetaTags { tag attributes } } }',
    );
    const site = d._site as Record<string, unknown>;
    expect(site.locales).toEqual(['pt', 'en']);
    expect(site.globalSeo).toEqual({
      siteName: 'Shopping Jacarandá',
      titleSuffix: ' | Shopping Jacarandá',
      facebookPageUrl: 'https://facebook.example/jacaranda',
      fallbackSeo: { description: 'Shopping, food and movies in Belo Horizonte.' },
    });
    expect((site.faviconMetaTags as unknown[])[0]).toEqual({
      tag: 'link',
      attributes: { sizes: '16x16', type: 'image/png', rel: 'icon', href: `${ASSETS}/site/favicon.png?h=16&w=16` },
    });
  });
});

describe('files and responsive images', () => {
  it('builds url(imgixParams) with imgix names and sorted keys', async () => {
    const d = await q(
      '{ store(filter: {id: {eq: "store-aroeira"}}) { logo { url(imgixParams: {w: 100, maxW: 80, auto: format, ar: "16:9", fit: crop}) plain: url id filename basename format mimeType width height size md5 alt title } } }',
    );
    const logo = (d.store as { logo: Record<string, unknown> }).logo;
    expect(logo).toMatchObject({
      url: `${ASSETS}/stores/aroeira-logo.png?ar=16%3A9&auto=format&fit=crop&max-w=80&w=100`,
      plain: `${ASSETS}/stores/aroeira-logo.png`,
      id: 'stores/aroeira-logo.png',
      filename: 'aroeira-logo.png',
      basename: 'aroeira-logo',
      format: 'png',
      mimeType: 'image/png',
      width: 64,
      height: 32,
      alt: 'Logo da Casa Aroeira',
      title: null,
    });
    expect(logo.md5).toMatch(/^[0-9a-f]{32}$/);
    expect(logo.size).toBeGreaterThan(0);
  });

  it('builds responsiveImage: size after the params, dpr srcSets, webp, sizes, placeholder', async () => {
    const d = await q(
      '{ article(filter: {id: {eq: "art-primavera"}}) { cover { responsiveImage(imgixParams: {w: 100, h: 100, fit: crop, auto: format}) { src srcSet webpSrcSet sizes width height aspectRatio alt title base64 bgColor } wide: responsiveImage(imgixParams: {w: 150}, sizes: "50vw") { width height sizes } } } }',
    );
    const cover = (d.article as { cover: Record<string, Record<string, unknown>> }).cover;
    const img = cover.responsiveImage!;
    expect(img).toMatchObject({
      src: `${ASSETS}/articles/cover.png?auto=format&fit=crop&h=100&w=100`,
      sizes: '(max-width: 100px) 100vw, 100px',
      width: 100,
      height: 100,
      aspectRatio: 1,
      alt: 'Jacarandás em flor',
      title: null,
    });
    const entries = (img.srcSet as string).split(',\n');
    expect(entries).toHaveLength(8);
    expect(entries[0]).toBe(`${ASSETS}/articles/cover.png?auto=format&dpr=0.25&fit=crop&h=100&w=100 25w`);
    expect(entries[7]).toBe(`${ASSETS}/articles/cover.png?auto=format&dpr=4&fit=crop&h=100&w=100 400w`);
    expect((img.webpSrcSet as string).split(',\n')[3]).toBe(
      `${ASSETS}/articles/cover.png?auto=format&dpr=1&fit=crop&fm=webp&h=100&w=100 100w`,
    );
    expect(img.base64).toMatch(/^data:image\/jpeg;base64,/);
    expect(img.bgColor).toMatch(/^#f[0-9a-f]c[0-9a-f]4[0-9a-f]$/);
    expect(cover.wide).toEqual({ width: 150, height: 75, sizes: '50vw' });
  });

  it('lists uploads', async () => {
    const d = await q(
      '{ allUploads(orderBy: filename_ASC) { id } _allUploadsMeta { count } upload(filter: {id: {eq: "site/favicon.png"}}) { width } }',
    );
    expect(d).toEqual({
      allUploads: [{ id: 'stores/aroeira-logo.png' }, { id: 'articles/cover.png' }, { id: 'site/favicon.png' }],
      _allUploadsMeta: { count: 3 },
      upload: { width: 32 },
    });
  });
});

describe('invalid content and reload', () => {
  let dir: string;
  let live: ContentEngine;
  const storeFile = () => join(dir, 'content/store/store-aroeira.json');
  const names = async () =>
    (
      (
        await live.execute({
          query: '{ allStores(orderBy: id_ASC) { id name } }',
          includeDrafts: false,
          excludeInvalid: false,
        })
      ).data as { allStores: { id: string; name: string }[] }
    ).allStores;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cms-engine-test-'));
    await cp(fixtures, dir, { recursive: true });
    live = await createContentEngine({
      contentDir: join(dir, 'content'),
      uploadsDir: join(dir, 'uploads'),
      assetBaseUrl: ASSETS,
    });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reports an edit, then keeps the last good version of a file that turns invalid', async () => {
    const original = JSON.parse(await readFile(storeFile(), 'utf8'));
    original.published.fields.name = 'Casa Aroeira Nova';
    await writeFile(storeFile(), JSON.stringify(original));
    expect(await live.reload()).toEqual({
      changes: [{ model: 'store', id: 'store-aroeira', kind: 'updated', published: true }],
      problems: [],
    });
    expect((await names())[0]).toEqual({ id: 'store-aroeira', name: 'Casa Aroeira Nova' });

    original.published.fields.name = 42;
    original.published.fields.hours_source = 'sometimes';
    await writeFile(storeFile(), JSON.stringify(original));
    const { changes, problems } = await live.reload();
    expect(changes).toEqual([]);
    expect(problems).toEqual([
      {
        path: expect.stringContaining('store/store-aroeira.json'),
        field: 'name',
        reason: 'published: expected a string, got number 42',
      },
      {
        path: expect.stringContaining('store/store-aroeira.json'),
        field: 'hours_source',
        reason: 'published: must be one of sector, own, none; got "sometimes"',
      },
    ]);
    expect(live.problems).toEqual(problems);
    // the last good version keeps being served, and the rest of the content too
    expect(await names()).toEqual([
      { id: 'store-aroeira', name: 'Casa Aroeira Nova' },
      { id: 'store-bossa', name: 'Bossa Calçados' },
      { id: 'store-cedro', name: 'Cedro Óptica' },
    ]);
  });

  it('rejects a new file with a broken link, an unknown upload or bad structured text, and serves the rest', async () => {
    const bad = {
      id: 'store-nova',
      createdAt: '2026-03-01T10:00:00-03:00',
      published: {
        updatedAt: '2026-03-01T10:00:00-03:00',
        publishedAt: '2026-03-01T10:00:00-03:00',
        fields: {
          name: 'Nova',
          slug: 'casa-aroeira',
          category: 'cuisine-mineira',
          floor: 'floor-l1',
          hours_source: 'sector',
          logo: { upload: 'stores/nope.png' },
          description: {
            pt: {
              document: {
                type: 'root',
                children: [
                  { type: 'paragraph', children: [{ type: 'itemLink', item: 'store-ghost', children: [] }] },
                  { type: 'block', item: 'x' },
                ],
              },
            },
          },
        },
      },
    };
    await writeFile(join(dir, 'content/store/store-nova.json'), JSON.stringify(bad));
    const { changes, problems } = await live.reload();
    expect(changes).toEqual([]);
    const mine = problems.filter((p) => p.path.endsWith('store-nova.json'));
    expect(mine.map((p) => p.field)).toEqual(['logo.upload', 'description.pt.document']);
    expect(mine[1]?.reason).toMatch(/block item "x" is not among the field's blocks/);

    // fix the local problems: the cross-record ones (link to a cuisine, a missing record, a duplicate slug) remain
    bad.published.fields.logo = { upload: 'stores/aroeira-logo.png' };
    bad.published.fields.description.pt.document.children.pop();
    await writeFile(join(dir, 'content/store/store-nova.json'), JSON.stringify(bad));
    const second = await live.reload();
    const reasons = second.problems
      .filter((p) => p.path.endsWith('store-nova.json'))
      .map((p) => `${p.field}: ${p.reason}`);
    expect(reasons).toEqual([
      'category: links to "cuisine-mineira", a cuisine record; allowed: store_category',
      expect.stringMatching(/^description\.pt\.document .*: links to "store-ghost", which is not a valid record$/),
      'slug: published: unique: "casa-aroeira" is already used by "store-aroeira"',
    ]);
    expect((await names()).map((s) => s.id)).toEqual(['store-aroeira', 'store-bossa', 'store-cedro']);

    bad.published.fields.category = 'cat-casa';
    bad.published.fields.slug = 'nova';
    bad.published.fields.description = {
      pt: {
        document: {
          type: 'root',
          children: [
            {
              type: 'paragraph',
              children: [{ type: 'itemLink', item: 'store-bossa', children: [{ type: 'span', value: 'Bossa' }] }],
            },
          ],
        },
      },
    } as never;
    await writeFile(join(dir, 'content/store/store-nova.json'), JSON.stringify(bad));
    expect(await live.reload()).toMatchObject({
      changes: [{ model: 'store', id: 'store-nova', kind: 'created', published: true }],
    });
  });

  it('reports deleted records', async () => {
    await rm(join(dir, 'content/store/store-nova.json'));
    expect((await live.reload()).changes).toEqual([
      { model: 'store', id: 'store-nova', kind: 'deleted', published: true },
    ]);
  });

  it('tells which models a query depends on', async () => {
    const { dependencies } = await live.executeWithDependencies({
      query: '{ allStores(first: 1) { category { id } } _site { globalSeo { siteName } } }',
      includeDrafts: false,
      excludeInvalid: false,
    });
    expect([...dependencies.models].sort()).toEqual(['_site', 'store', 'store_category']);
  });
});
