import { describe, expect, it } from 'vitest';
import type { SitemapQuery } from '@generated/graphql';
// the Sitemap query's answer on the demo content, written by `npm run cms:fixtures`
import sitemapFixture from './sitemap.fixture.json';
import { sitemapEntries } from './sitemap-entries';
import { sitemapIndexXml, sitemapPartNumber, sitemapParts, urlsetXml, type SitemapEntry } from './sitemap-xml';

const entry = (pt: string, en: string, lastmod: string | null = null): SitemapEntry => ({ paths: { pt, en }, lastmod });

describe('urlsetXml', () => {
  it('lists each page of the locale with its lastmod and both alternates plus x-default', () => {
    const xml = urlsetXml(
      [entry('/sobre', '/en/about', '2026-10-22T12:10:00-03:00'), entry('/busca', '/en/busca')],
      'en',
      'https://mall.example',
    );
    expect(xml).toContain('<loc>https://mall.example/en/about</loc>');
    expect(xml).toContain('<lastmod>2026-10-22T15:10:00Z</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="pt-BR" href="https://mall.example/sobre"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://mall.example/sobre"/>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it('escapes what XML cannot carry', () => {
    expect(urlsetXml([entry('/page/a&b', '/en/page/a&b')], 'pt', 'https://m.example')).toContain(
      '<loc>https://m.example/page/a&amp;b</loc>',
    );
  });
});

describe('splitting past 50,000 URLs', () => {
  it('cuts the entries in parts and lists them in an index', () => {
    expect(sitemapParts([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(sitemapParts(Array.from({ length: 50_001 }, (_, i) => i)).map((p) => p.length)).toEqual([50_000, 1]);
    expect(sitemapIndexXml(['https://m.example/sitemaps/1.xml'])).toContain(
      '<sitemap><loc>https://m.example/sitemaps/1.xml</loc></sitemap>',
    );
  });

  it('reads a part number only in its one spelling', () => {
    expect(['2.xml', '0.xml', '02.xml', 'x.xml', '2.txt'].map(sitemapPartNumber)).toEqual([2, null, null, null, null]);
  });
});

describe('sitemapEntries on the demo content', () => {
  const data = sitemapFixture as unknown as SitemapQuery;

  it('has every fixed page, every store, restaurant, film, article and page, once', () => {
    const entries = sitemapEntries(data);
    const pt = entries.map((e) => e.paths.pt);
    expect(new Set(pt).size).toBe(pt.length);
    expect(pt).toEqual(
      expect.arrayContaining(['/', '/lojas', '/gastronomia', '/cinema', '/mapa', '/sobre', '/contato', '/busca']),
    );
    const count = (prefix: string) => pt.filter((p) => p.startsWith(prefix)).length;
    expect(count('/loja/')).toBe(data.allStores.length);
    expect(count('/gastronomia/')).toBe(data.allRestaurants.length);
    expect(count('/cinema/')).toBe(data.allMovies.length);
    expect(count('/artigo/')).toBe(data.allArticles.length);
    expect(count('/page/')).toBe(data.allPages.length);
  });

  it('maps each article to its slug in each language', () => {
    const article = data.allArticles.find((a) => a._allSlugLocales?.some((s) => s.locale === 'en'));
    const slugs = Object.fromEntries((article?._allSlugLocales ?? []).map((s) => [s.locale, s.value]));
    const found = sitemapEntries(data).find((e) => e.paths.pt === `/artigo/${slugs.pt}`);
    expect(found?.paths.en).toBe(`/en/article/${slugs.en}`);
    expect(found?.lastmod).toBe(article?._updatedAt);
  });
});
