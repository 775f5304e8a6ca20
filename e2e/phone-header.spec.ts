import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';

/**
 * The header on a phone (issue: it took 367 px and scrolled away): one
 * compact sticky row of at most 64 px that hides while the visitor reads
 * down and comes back on the way up; the rest lives in the menu.
 */
const l = {
  pt: {
    path: '/sobre',
    menu: 'Menu',
    openSearch: 'Abrir a busca',
    search: 'O que você procura?',
    other: 'English version',
    quick: 'Acesso rápido',
    popular: 'Buscas populares',
  },
  en: {
    path: '/en/about',
    menu: 'Menu',
    openSearch: 'Open search',
    search: 'What are you looking for?',
    other: 'Versão em português',
    quick: 'Quick links',
    popular: 'Popular searches',
  },
} as const;

const headerBox = (page: Page) => page.locator('body > header, header').first().boundingBox();

for (const locale of ['pt', 'en'] as const) {
  const t = l[locale];

  test.describe(`the header on a phone (${locale}) @mobile`, () => {
    test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

    test('is one row of at most 64 px that hides reading down and returns on the way up', async ({ page }) => {
      await page.goto(t.path);
      await waitForHydration(page);
      const header = page.locator('header').first();
      const box = await headerBox(page);
      expect(box!.height).toBeLessThanOrEqual(64);
      expect(box!.y).toBe(0);
      // only brand, search and menu show: the language switch waits in the menu
      await expect(page.getByRole('link', { name: t.other })).toHaveCount(0);
      await page.mouse.wheel(0, 1200);
      await expect(header).not.toBeInViewport();
      await page.mouse.wheel(0, -200);
      await expect(header).toBeInViewport();
      await expect.poll(async () => (await headerBox(page))!.y).toBe(0);
    });

    test('its menu holds the language switch, the accessibility controls and the quick links', async ({ page }) => {
      await page.goto(t.path);
      await waitForHydration(page);
      await page.getByRole('button', { name: t.menu }).click();
      await expect(page.getByRole('link', { name: t.other })).toBeVisible();
      await expect(page.getByRole('navigation', { name: t.quick })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('link', { name: t.other })).toHaveCount(0);
    });

    test('its search button opens the search over the whole screen, with the popular searches', async ({ page }) => {
      await page.goto(t.path);
      await waitForHydration(page);
      await page.getByRole('link', { name: t.openSearch }).click();
      const box = page.getByRole('combobox', { name: t.search });
      await expect(box).toBeFocused();
      await expect(page.getByRole('list', { name: t.popular })).toBeVisible();
      await box.pressSequentially('cinema', { delay: 20 });
      await expect(page.getByRole('listbox')).toBeInViewport();
      await expect(page.getByRole('list', { name: t.popular })).toBeHidden();
    });
  });
}

test.describe('without JavaScript @mobile', () => {
  test.use({ viewport: { width: 412, height: 915 }, javaScriptEnabled: false });
  test('the search button is a link to the search page', async ({ page }) => {
    await page.goto('/sobre');
    await page.getByRole('link', { name: 'Abrir a busca' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/busca');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
  });
});
