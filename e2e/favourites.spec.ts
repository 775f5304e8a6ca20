import { expect, test, type Page } from '@playwright/test';
import { published } from './support/content';
import { nameInUrl } from './support/routes';

/**
 * Favourites: kept on the device (localStorage), never sent; the page lists them with open now and today's
 * hours, computed in the browser at a fixed instant (Wednesday 25 November 2026, 11:00 in São Paulo).
 */
const WEDNESDAY_MORNING = '2026-11-25T14:00:00Z';

const T = {
  pt: {
    favourites: '/favoritos',
    heart: (name: string) => `Favoritar ${name}`,
    added: 'adicionado aos favoritos',
    removed: 'removido dos favoritos',
    undo: 'Desfazer',
    labelled: 'Favoritar',
    today: /Hoje: \d\d:\d\d–\d\d:\d\d/,
    openNow: 'Aberto agora',
    empty: 'Você ainda não tem favoritos',
    prefix: '',
  },
  en: {
    favourites: '/en/favourites',
    heart: (name: string) => `Favourite ${name}`,
    added: 'added to your favourites',
    removed: 'removed from your favourites',
    undo: 'Undo',
    labelled: 'Add to favourites',
    today: /Today: \d\d:\d\d–\d\d:\d\d/,
    openNow: 'Open now',
    empty: 'You have no favourites yet',
    prefix: '/en',
  },
} as const;

// a store on the mall's own hours (open on a Wednesday morning) and a restaurant
const store = published('store').find((s) => s.fields.hours_source === 'sector' && s.fields.floor)!;
const restaurant = published('restaurant').find((r) => r.fields.hours_source === 'sector')!;
const storeName = String(store.fields.name);
const restaurantName = String(restaurant.fields.name);

async function at(page: Page, instant: string) {
  await page.clock.setFixedTime(new Date(instant));
}

const toast = (page: Page) => page.locator('[data-favourite-toast]');

for (const locale of ['pt', 'en'] as const) {
  const t = T[locale];

  test.describe(`favourites (${locale})`, () => {
    test('added from a list card and a detail page, listed with their hours, removed with undo, kept after a reload @mobile', async ({
      page,
      context,
    }, testInfo) => {
      await at(page, WEDNESDAY_MORNING);
      await page.goto(t.favourites);
      await expect(page.getByText(t.empty)).toBeVisible();

      // a store's heart, on its card in the list: a toggle button whose state is announced
      await page.goto(`${t.prefix}/lojas?q=${encodeURIComponent(storeName)}`);
      const heart = page.getByRole('button', { name: t.heart(storeName) });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(heart).toBeEnabled();
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(toast(page)).toContainText(`${storeName} ${t.added}`);

      // a restaurant's, on its page
      await page.goto(`${t.prefix}/gastronomia/${restaurant.fields.slug}/${nameInUrl(restaurantName)}`);
      const labelled = page.locator('main').getByRole('button', { name: t.labelled, exact: true });
      await expect(labelled).toBeEnabled();
      await labelled.click();
      await expect(labelled).toHaveAttribute('aria-pressed', 'true');

      // the list: newest first, each with open now and today's hours
      await page.goto(t.favourites);
      const items = page.locator('[data-favourite]');
      await expect(items).toHaveCount(2);
      await expect(items.nth(0)).toContainText(restaurantName);
      await expect(items.nth(1)).toContainText(storeName);
      await expect(items.nth(1)).toContainText(t.openNow);
      for (const i of [0, 1]) await expect(items.nth(i)).toContainText(t.today);
      await page.screenshot({ path: testInfo.outputPath(`favourites-${locale}.png`), fullPage: true });

      // removed, then undone from the toast
      await items
        .nth(1)
        .getByRole('button', { name: t.heart(storeName) })
        .click();
      await expect(items).toHaveCount(1);
      await expect(toast(page)).toContainText(`${storeName} ${t.removed}`);
      await toast(page).getByRole('button', { name: t.undo }).click();
      await expect(items).toHaveCount(2);

      // on the device only: after a reload they are still there, and no cookie carries them
      await page.reload();
      await expect(page.locator('[data-favourite]')).toHaveCount(2);
      expect((await context.cookies()).map((c) => c.name)).not.toContain('favoritos');
      expect(await page.evaluate(() => localStorage.getItem('favoritos:v1'))).toContain(String(store.id));

      // removed for good
      await page
        .locator('[data-favourite]')
        .nth(0)
        .getByRole('button', { name: t.heart(restaurantName) })
        .click();
      await page.reload();
      await expect(page.locator('[data-favourite]')).toHaveCount(1);
    });
  });
}
