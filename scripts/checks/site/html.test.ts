import { describe, expect, it } from 'vitest';
import { anchorsOf, attributesOf, canonicalOf, htmlAlternatesOf, linkHeaderAlternates, parseSitemap } from './html.ts';

describe('what the crawler reads of a page', () => {
  const html = `<!DOCTYPE html><html lang="en"><head>
    <link rel="canonical" href="https://mall.example/en/about"/>
    <link rel="alternate" hrefLang="pt-BR" href="https://mall.example/sobre"/>
    <link rel="alternate" hrefLang="en" href="https://mall.example/en/about"/>
    <link rel="stylesheet" href="/a.css"/>
    <script>document.write('<a href="/from-a-script">')</script>
    </head><body><!-- <a href="/commented"> -->
    <a href="/en/stores?floor=1&amp;order=az" class="x">Stores</a>
    <a href="/" hrefLang="pt-BR" lang="pt-BR">Português</a>
    <a name="no-href">x</a>
    <noscript><a href='/en/cinema/film'>Film</a></noscript>
    <template><a href="/in-a-template">t</a></template>
  </body></html>`;

  it('takes the anchors a crawler follows, with their language, and none from scripts, comments or templates', () => {
    expect(anchorsOf(html)).toEqual([
      { href: '/en/stores?floor=1&order=az', hreflang: null },
      { href: '/', hreflang: 'pt-BR' },
      { href: '/en/cinema/film', hreflang: null },
    ]);
  });

  it('takes the canonical and the hreflang alternates of the head', () => {
    expect(canonicalOf(html)).toBe('https://mall.example/en/about');
    expect(htmlAlternatesOf(html)).toEqual([
      { hreflang: 'pt-BR', href: 'https://mall.example/sobre' },
      { hreflang: 'en', href: 'https://mall.example/en/about' },
    ]);
  });

  it('reads attributes quoted either way, unquoted and valueless', () => {
    expect(attributesOf(`<input type=search disabled data-x='a"b' VALUE="1">`)).toEqual({
      type: 'search',
      disabled: '',
      'data-x': 'a"b',
      value: '1',
    });
  });
});

describe('linkHeaderAlternates', () => {
  it('reads the hreflang alternates of an RFC 8288 Link header', () => {
    expect(
      linkHeaderAlternates(
        '<https://mall.example/sobre>; rel="alternate"; hreflang="pt-BR", <https://mall.example/en/about>; rel=alternate; hreflang=en, </a.css>; rel=preload',
      ),
    ).toEqual([
      { hreflang: 'pt-BR', href: 'https://mall.example/sobre' },
      { hreflang: 'en', href: 'https://mall.example/en/about' },
    ]);
    expect(linkHeaderAlternates(null)).toEqual([]);
  });
});

describe('parseSitemap', () => {
  it('reads a urlset with dates and alternates, and the parts of an index', () => {
    const urlset = `<?xml version="1.0"?><urlset xmlns:xhtml="http://www.w3.org/1999/xhtml">
      <url><loc>https://mall.example/lojas?a=1&amp;b=2</loc><lastmod>2026-11-01T10:00:00Z</lastmod>
      <xhtml:link rel="alternate" hreflang="pt-BR" href="https://mall.example/lojas"/>
      <xhtml:link rel="alternate" hreflang="x-default" href="https://mall.example/lojas"/></url>
      <url><loc>https://mall.example/</loc></url></urlset>`;
    expect(parseSitemap(urlset)).toEqual({
      sitemaps: [],
      urls: [
        {
          loc: 'https://mall.example/lojas?a=1&b=2',
          lastmod: '2026-11-01T10:00:00Z',
          alternates: [
            { hreflang: 'pt-BR', href: 'https://mall.example/lojas' },
            { hreflang: 'x-default', href: 'https://mall.example/lojas' },
          ],
        },
        { loc: 'https://mall.example/', lastmod: null, alternates: [] },
      ],
    });
    const index = `<sitemapindex><sitemap><loc>https://mall.example/sitemaps/1.xml</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(index).sitemaps).toEqual(['https://mall.example/sitemaps/1.xml']);
  });
});
