import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * A header the site's own layers use internally, sent by a visitor, must not
 * change what a URL answers: a shared cache (a CDN) would keep that answer for
 * everyone (src/server/internal-headers.ts). Each header is sent with a value
 * that would, if obeyed, swap the page for the outage page, another page or
 * another locale.
 */
const pages = [
  { locale: 'pt', path: '/sobre', other: '/pt/servico-indisponivel', otherLocale: 'en' },
  { locale: 'en', path: '/en/about', other: '/en/servico-indisponivel', otherLocale: 'pt' },
] as const;

function forgedHeaders(other: string, otherLocale: string): Record<string, string> {
  return {
    'x-mall-rewrite': other,
    'x-next-intl-locale': otherLocale,
    'x-middleware-rewrite': other,
    'x-middleware-override-headers': 'x-mall-rewrite',
    'x-middleware-request-x-mall-rewrite': other,
    'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy',
    'x-matched-path': other,
    'x-now-route-matches': `locale=${otherLocale}`,
    'x-invoke-path': other,
    'x-nextjs-data': '1',
    'x-next-revalidated-tags': '_N_T_/layout',
  };
}

/** What a visitor sees of a page: status, title, main heading, language and whether a CDN may keep it. */
async function visible(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  const html = await response.text();
  return {
    status: response.status(),
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    heading: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, ''),
  };
}

for (const { locale, path, other, otherLocale } of pages) {
  test.describe(`internal headers from outside do not steer ${path} (${locale})`, () => {
    for (const [name, value] of Object.entries(forgedHeaders(other, otherLocale))) {
      test(name, async ({ request }) => {
        const own = await visible(request, path);
        expect(own.status).toBe(200);
        expect(own.lang).toBe(locale === 'pt' ? 'pt-BR' : 'en');
        const forged = await visible(request, path, { [name]: value });
        expect(forged).toEqual(own);
      });
    }

    test('all of them at once, twice (the second answer is the cached one)', async ({ request }) => {
      const own = await visible(request, path);
      await visible(request, path, forgedHeaders(other, otherLocale));
      expect(await visible(request, path, forgedHeaders(other, otherLocale))).toEqual(own);
      expect(await visible(request, path)).toEqual(own);
    });
  });
}

test('an API answers as itself, not as the page a forged rewrite names', async ({ request }) => {
  for (const { other } of pages) {
    const response = await request.get('/api/health', {
      headers: { 'x-mall-rewrite': other.replace('servico-indisponivel', 'sobre'), 'x-matched-path': other },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual({ alive: true });
  }
});
