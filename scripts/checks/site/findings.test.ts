import { describe, expect, it } from 'vitest';
import { crawl, internalPath } from './crawl.ts';
import { findingsOf } from './findings.ts';
import { parseSitemap } from './html.ts';

const ORIGIN = 'http://localhost:1';
const PUBLIC = 'https://mall.example';

/** A site of a few pages, answered from memory as the built site would answer them. */
function fakeSite(pages: Record<string, { status?: number; html?: string; location?: string; link?: string }>) {
  return async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const page = pages[url.pathname + url.search];
    if (!page) return new Response('not found', { status: 404, headers: { 'content-type': 'text/html' } });
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    if (page.location) headers.set('location', page.location);
    if (page.link) headers.set('link', page.link);
    return new Response(page.html ?? '', { status: page.status ?? 200, headers });
  };
}

const head = (pt: string, en: string, canonical?: string) =>
  `<link rel="canonical" href="${PUBLIC}${canonical ?? ''}"/>` +
  `<link rel="alternate" hreflang="pt-BR" href="${PUBLIC}${pt}"/><link rel="alternate" hreflang="en" href="${PUBLIC}${en}"/>` +
  `<link rel="alternate" hreflang="x-default" href="${PUBLIC}${pt}"/>`;
const link = (pt: string, en: string) =>
  `<${PUBLIC}${pt}>; rel="alternate"; hreflang="pt-BR", <${PUBLIC}${en}>; rel="alternate"; hreflang="en", <${PUBLIC}${pt}>; rel="alternate"; hreflang="x-default"`;

async function run(site: Parameters<typeof fakeSite>[0], sitemapXml = '<urlset></urlset>') {
  const result = await crawl({
    origin: ORIGIN,
    publicOrigin: PUBLIC,
    seeds: ['/', '/en'],
    fetch: fakeSite(site) as typeof fetch,
  });
  const toPath = (href: string, base = '/') => internalPath(href, ORIGIN + base, [ORIGIN, PUBLIC]);
  return findingsOf({
    crawl: result,
    sitemaps: new Map([['/sitemap.xml', parseSitemap(sitemapXml)]]),
    toPath,
    now: new Date('2026-11-25T12:00:00Z'),
  });
}

describe('the crawl findings', () => {
  it('finds nothing on a site whose links, alternates and canonicals agree', async () => {
    const findings = await run({
      '/': {
        html: `${head('/', '/en', '/')}<a href="/sobre">Sobre</a><a href="/en" hreflang="en">English</a><a href="#conteudo">skip</a>`,
        link: link('/', '/en'),
      },
      '/en': { html: `${head('/', '/en', '/en')}<a href="/en/about">About</a><a href="/" lang="pt-BR">Português</a>` },
      '/sobre': { html: `${head('/sobre', '/en/about', '/sobre')}<a href="mailto:a@b.c">mail</a>` },
      '/en/about': { html: head('/sobre', '/en/about', '/en/about'), link: link('/sobre', '/en/about') },
    });
    expect(findings).toEqual([]);
  });

  it('reports a broken link with the pages that link to it, and a chain of redirects', async () => {
    const findings = await run({
      '/': { html: `${head('/', '/en')}<a href="/artigo/gone">x</a><a href="/pt/x/">y</a>` },
      '/en': { html: head('/', '/en') },
      '/pt/x/': { status: 308, location: '/pt/x' },
      '/pt/x': { status: 307, location: `${ORIGIN}/x` },
      '/x': { html: head('/x', '/en/x') },
    });
    expect(findings).toContainEqual({
      kind: 'broken link',
      url: '/artigo/gone',
      message: 'answers 404 (linked from /)',
    });
    expect(findings).toContainEqual({ kind: 'redirect chain', url: '/pt/x/', message: '2 redirects: /pt/x → /x' });
  });

  it('reports a Link header that disagrees with the HTML, codes outside the site’s, and one-way alternates', async () => {
    const findings = await run({
      '/': {
        html: head('/', '/en'),
        link: `<${PUBLIC}/>; rel="alternate"; hreflang="pt", <${PUBLIC}/en>; rel="alternate"; hreflang="en"`,
      },
      '/en': { html: head('/', '/en/other') },
      '/en/other': { html: head('/', '/en/other') },
    });
    const messages = findings.filter((f) => f.kind === 'hreflang').map((f) => `${f.url}: ${f.message}`);
    expect(messages).toContain('/: hreflang="pt" is none of pt-BR, en, x-default');
    expect(messages.some((m) => m.startsWith('/: Link header says pt=/ en=/en;'))).toBe(true);
    expect(messages.some((m) => m.startsWith('/: its en alternate /en says'))).toBe(true);
    expect(messages.some((m) => m.startsWith('/en: its alternates') && m.endsWith('do not name the page itself'))).toBe(
      true,
    );
  });

  it('reports a link into the other language that does not say so, a list page with page 1 as canonical, a future sitemap date and a telephone without +55', async () => {
    const findings = await run(
      {
        '/': { html: head('/', '/en') },
        '/en': {
          html: `${head('/', '/en')}<p>See our <a href="/oportunidade">opportunities</a>, <a href="/en/lojas?pagina=2">more</a></p>`,
        },
        '/oportunidade': { html: head('/oportunidade', '/en/oportunidade') },
        '/en/lojas?pagina=2': {
          html: `${head('/lojas', '/en/lojas', '/en/lojas')}<script type="application/ld+json">{"@type":"Store","telephone":"(31) 3290-4500","containedInPlace":{"telephone":"+55 31 3290-4500"}}</script>`,
        },
      },
      `<urlset><url><loc>${PUBLIC}/cinema</loc><lastmod>2026-12-10T14:40:00Z</lastmod></url></urlset>`,
    );
    expect(findings).toContainEqual({
      kind: 'other-language link',
      url: '/en',
      message: 'links to /oportunidade, a page in the other language, without saying so',
    });
    expect(findings).toContainEqual({
      kind: 'canonical',
      url: '/en/lojas?pagina=2',
      message: 'declares /en/lojas as its canonical',
    });
    expect(findings).toContainEqual({
      kind: 'sitemap',
      url: '/cinema',
      message: 'lastmod 2026-12-10T14:40:00Z is in the future (/sitemap.xml)',
    });
    expect(findings).toContainEqual({
      kind: 'structured data',
      url: '/en/lojas?pagina=2',
      message: 'telephone "(31) 3290-4500" lacks its country code (+55)',
    });
    expect(findings.filter((f) => f.kind === 'structured data')).toHaveLength(1);
  });
});
