import { expect, test } from '@playwright/test';
import { singleton } from './support/content';

/**
 * A detail page whose record the CMS does not have answers 404 with the
 * site's 404 page in the server's HTML, in the URL's locale: a visitor
 * without JavaScript (and a crawler) reads its title and text
 * (src/server/not-found-document.ts).
 */
const product = String(singleton('site_settings').institute_product);

const unknownRecords = {
  pt: [
    '/loja/nao-existe/x',
    '/loja/nao-existe',
    '/gastronomia/nao-existe/x',
    '/gastronomia/nao-existe',
    '/cinema/nao-existe',
    '/artigo/nao-existe',
    '/page/nao-existe',
    `/instituto-${product}/projetos/nao-existe`,
  ],
  en: [
    '/en/loja/does-not-exist/x',
    '/en/loja/does-not-exist',
    '/en/gastronomia/does-not-exist/x',
    '/en/gastronomia/does-not-exist',
    '/en/cinema/does-not-exist',
    '/en/article/does-not-exist',
    '/en/page/does-not-exist',
    `/en/instituto-${product}/projetos/does-not-exist`,
  ],
} as const;

const expected = {
  pt: { lang: 'pt-BR', title: 'Erro 404', heading: /Erro/, text: 'Ops! Parece que esta página não existe.' },
  en: { lang: 'en', title: 'Error 404', heading: /Error/, text: "Oops! Seems like this page doesn't exist." },
} as const;

test.describe('unknown records, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['pt', 'en'] as const) {
    for (const path of unknownRecords[locale]) {
      test(`${path} (${locale}) shows the site's 404 page`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle(expected[locale].title);
        await expect(page.locator('html')).toHaveAttribute('lang', expected[locale].lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[locale].heading);
        await expect(page.getByText(expected[locale].text)).toBeVisible();
        await expect(
          page.getByRole('link', { name: locale === 'pt' ? 'Voltar para o início' : 'Go back home' }),
        ).toBeVisible();
      });
    }
  }
});

test('with JavaScript, the 404 page is still there once the browser has rendered it (both locales)', async ({
  page,
}) => {
  for (const locale of ['pt', 'en'] as const) {
    const response = await page.goto(unknownRecords[locale][5]);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(expected[locale].text)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[locale].heading);
  }
});
