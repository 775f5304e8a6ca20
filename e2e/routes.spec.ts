import { expect, test } from '@playwright/test';
import { policiesOf, directive, watchViolations } from './support/csp';
import { screenRoutes } from './support/routes';
import { waitForHydration } from './support/hydration';

const routes = screenRoutes();

/**
 * Every screen in both locales, served from the page cache: it answers, names its language and its one heading, and
 * hydrates under its Content-Security-Policy with every text its client components need.
 */
test.describe('every screen answers in both locales', () => {
  for (const route of routes) {
    for (const locale of ['pt', 'en'] as const) {
      test(`${route.screen} (${locale}) ${route[locale]}`, async ({ page }) => {
        // Client components get only the message namespaces their page hands them (ClientMessages).
        const missingMessages: string[] = [];
        page.on('console', (m) => {
          if (m.text().includes('MISSING_MESSAGE')) missingMessages.push(m.text());
        });
        const violations = await watchViolations(page);
        await page.request.get(route[locale]); // stored in the page cache if it was not prerendered
        const response = await page.goto(route[locale]);
        expect(response?.status(), `status of ${route[locale]}`).toBe(200);
        expect(new URL(page.url()).pathname).toBe(route[locale]);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pt' ? 'pt-BR' : 'en');
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        if (route.heading) await expect(h1).toContainText(route.heading[locale]);
        else await expect(h1).not.toBeEmpty();
        // served from the cache, one of its policies lets only the page's own inline scripts run, plus the tag
        // manager's origin, which is only asked for after analytics consent (ADR 0030)
        const scripts = policiesOf((await response?.headersArray()) ?? []).map((p) => directive(p, 'script-src'));
        expect(
          scripts.some((s) =>
            /^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/www\.googletagmanager\.com$/.test(s),
          ),
          scripts.join(' | '),
        ).toBe(true);
        // the page hydrates: none of its own scripts was refused
        await waitForHydration(page);
        expect(violations, 'Content Security Policy violations').toEqual([]);
        expect(missingMessages, 'texts missing from the client components').toEqual([]);
      });
    }
  }
});

test.describe('unknown paths are a real 404 error page in the locale of their prefix', () => {
  const cases = [
    {
      locale: 'pt',
      path: '/nao-existe/mesmo',
      heading: 'Erro 404',
      message: 'Ops! Parece que esta página não existe.',
      button: 'Voltar para o início',
      home: '/',
    },
    {
      locale: 'en',
      path: '/en/does-not-exist',
      heading: 'Error 404',
      message: "Oops! Seems like this page doesn't exist.",
      button: 'Go back home',
      home: '/en',
    },
  ] as const;
  for (const c of cases) {
    test(`${c.locale}: ${c.path}`, async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (m) => messages.push(m.text()));
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', c.locale === 'pt' ? 'pt-BR' : 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
      await expect(page.getByText(c.message)).toBeVisible();
      await expect(page.locator('img[src*="not-found"], img[src*="404"]').first()).toBeVisible();
      await expect.poll(() => messages.some((m) => m.includes(`Page not found: ${c.path}`))).toBe(true);
      await page
        .getByRole('link', { name: c.button })
        .or(page.getByRole('button', { name: c.button }))
        .click();
      await expect(page).toHaveURL((url) => url.pathname === c.home);
    });
  }

  test('a record that does not exist is a 404 too, in both locales', async ({ page }) => {
    for (const path of ['/loja/nao-existe/x', '/en/article/missing-article', '/cinema/nenhum-filme']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('a path whose encoding does not decode is the 404 page of its locale, never a server error', async ({
    page,
  }) => {
    for (const [path, heading] of [
      ['/%FF', 'Erro 404'],
      ['/artigo/%C0%AF', 'Erro 404'],
      ['/loja/%E0%A4%A', 'Erro 404'],
      ['/lojas/%C0%AF', 'Erro 404'],
      ['/en/artigo/%C0%AF', 'Error 404'],
    ] as const) {
      const redirect = await page.request.get(path, { maxRedirects: 0 });
      expect(redirect.status(), path).toBe(308);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(new URL(page.url()).pathname, path).toBe(path.replaceAll('%', '%25'));
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }), `${path} after hydration`).toHaveText(heading);
    }
    // a percent sign taken literally is in no page's path either
    expect((await page.goto('/artigo/%25'))?.status()).toBe(404);
    // outside the pages, the same malformed path is a plain 404 too
    expect((await page.request.get('/api/preview/%C0')).status()).toBe(404);
  });

  test('an institute other than the CMS product is a 404', async ({ page }) => {
    expect((await page.goto('/instituto-outro'))?.status()).toBe(404);
    expect((await page.goto('/en/instituto-outro'))?.status()).toBe(404);
  });
});
