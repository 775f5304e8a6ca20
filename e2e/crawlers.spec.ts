import { expect, test, type APIRequestContext } from '@playwright/test';
import { published } from './support/content';
import { screenRoutes } from './support/routes';

/**
 * What a crawler reads in the server's HTML and headers, without JavaScript (issue 22, ADRs 0063, 0064):
 * the article's language switch, the `Link` header's codes, the 404's title and search box, the JSON-LD of a
 * store, the canonical of a list's page 2 and one redirect for `/pt/x/`.
 */
const html = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { maxRedirects: 0 });
  return { response, body: await response.text() };
};

const article = published('article').find((a) => {
  const slug = a.fields.slug as Record<string, string> | undefined;
  return slug?.pt && slug.en && slug.pt !== slug.en;
})!;
const slugs = article.fields.slug as Record<'pt' | 'en', string>;
const articlePath = { pt: `/artigo/${slugs.pt}`, en: `/en/article/${slugs.en}` } as const;

test.describe('for crawlers, in the server HTML', () => {
  for (const [locale, other] of [
    ['pt', 'en'],
    ['en', 'pt'],
  ] as const) {
    test(`the language switch of an article leads to the record's own ${other} URL (${locale})`, async ({
      request,
    }) => {
      const { body } = await html(request, articlePath[locale]);
      const switches = [...body.matchAll(/<a [^>]*hrefLang="(?:pt-BR|en)"[^>]*>/g)].map((m) => m[0]);
      expect(switches.length).toBeGreaterThan(0);
      for (const tag of switches) expect(tag).toContain(`href="${articlePath[other]}"`);
      expect((await request.get(articlePath[other])).status()).toBe(200);
    });

    test(`the 404 page has its lang, title, search box and sections (${locale})`, async ({ request }) => {
      for (const path of locale === 'pt'
        ? ['/nao-existe-mesmo', '/artigo/nao-existe']
        : ['/en/nope', '/en/article/nope']) {
        const { response, body } = await html(request, path);
        expect(response.status()).toBe(404);
        expect(body).toMatch(locale === 'pt' ? /<html[^>]* lang="pt-BR"/ : /<html[^>]* lang="en"/);
        expect(body).toMatch(locale === 'pt' ? /<title>Erro 404/ : /<title>Error 404/);
        // the 404's own search form, besides the header's
        expect(body).toMatch(
          new RegExp(
            `<form role="search"[^>]* action="${locale === 'pt' ? '/busca' : '/en/busca'}"[^>]*><label for="erro-busca"`,
          ),
        );
        expect(body).toContain('id="erro-busca"');
        expect(body).toContain(locale === 'pt' ? 'href="/lojas"' : 'href="/en/lojas"');
      }
    });
  }

  test('the Link header names pt-BR, en and x-default, and none on an article', async ({ request }) => {
    const link = (await request.get('/en/about')).headers()['link'] ?? '';
    expect(link).toContain('hreflang="pt-BR"');
    expect(link).toContain('hreflang="en"');
    expect(link).toContain('hreflang="x-default"');
    expect(link).not.toContain('hreflang="pt"');
    // Next's own font preloads stay; no alternates where the URL cannot name them
    expect((await request.get(articlePath.en)).headers()['link'] ?? '').not.toContain('hreflang');
  });

  test('a store page has a BreadcrumbList and +55 telephones in its JSON-LD', async ({ request }) => {
    const { body: list } = await html(request, '/lojas');
    const storePath = /href="(\/loja\/[^"/]+\/[^"/]+)"/.exec(list)![1]!;
    const { body } = await html(request, storePath);
    const data = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    const telephones = JSON.stringify(data).match(/"telephone":"[^"]*"/g) ?? [];
    expect(telephones.length).toBeGreaterThan(0);
    for (const t of telephones) expect(t).toMatch(/"telephone":"\+55 /);
  });

  test('page 2 of a list is its own canonical, in both locales', async ({ request }) => {
    for (const path of ['/lojas?pagina=2', '/en/articles?pagina=2', '/ofertas?pagina=2', '/en/offers?pagina=2']) {
      const { body } = await html(request, path);
      expect(/<link rel="canonical" href="([^"]+)"/.exec(body)?.[1]).toMatch(/\?(?:.*&)?pagina=2$/);
    }
  });

  test('every screen writes its content in place: nothing waits, hidden, for a script to move it (ADR 0101)', async ({
    request,
  }) => {
    // React writes a large Suspense boundary that suspended or completed late apart from its place, after the page,
    // in <div hidden id="S:n">, leaving a <template id="B:n"> where it belongs: without JavaScript it never shows
    for (const route of screenRoutes())
      for (const path of [route.pt, route.en]) {
        const { response, body } = await html(request, path);
        expect(response.status(), path).toBe(200);
        expect(body, path).not.toMatch(/<template id="B:\d+">|<div hidden id="S:\d+">/);
      }
  });

  test('/pt/x/ takes one redirect', async ({ request }) => {
    const response = await request.get('/pt/lojas/', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/lojas');
  });
});
