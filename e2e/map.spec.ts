import { expect, test } from '@playwright/test';
import { localized, published } from './support/content';

const t = {
  pt: {
    backToMap: 'Voltar ao mapa',
    floors: 'Pisos do shopping',
    zoomIn: 'Aproximar',
    zoomOut: 'Afastar',
    reset: 'Ver o piso inteiro',
    search: 'Buscar no mapa',
    close: 'Fechar detalhes',
    list: 'Todos os locais, piso a piso',
    showOnMap: 'Ver no mapa',
  },
  en: {
    backToMap: 'Back to the map',
    floors: 'Mall floors',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    reset: 'Show the whole floor',
    search: 'Search the map',
    close: 'Close details',
    list: 'Every place, floor by floor',
    showOnMap: 'Show on map',
  },
} as const;

const floors = Object.fromEntries(published('floor').map((f) => [f.id, f.fields]));
/** A store on the top floor, so a deep link must switch floors to show it. */
const store = published('store').find((s) => floors[String(s.fields.floor)]?.code === 'L2') ?? published('store')[0]!;
const floor = floors[String(store.fields.floor)]!;
const restaurant = published('restaurant')[0]!;

for (const locale of ['pt', 'en'] as const) {
  const l = t[locale];
  const prefix = locale === 'pt' ? '' : '/en';

  test.describe(`map (${locale})`, () => {
    test('a deep link opens the right floor focused on the place, with its card', async ({ page }) => {
      await page.goto(`${prefix}/mapa?loja=${store.fields.slug}`);
      await page.locator('[data-interactive]').waitFor();
      const tab = page
        .getByRole('tablist', { name: l.floors })
        .getByRole('tab', { name: new RegExp(localized(floor.name, locale)) });
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const card = page.getByRole('dialog', { name: String(store.fields.name) });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: l.close }).click();
      await expect(card).toBeHidden();
      await expect(page.locator(`[data-unit="${store.fields.unit}"]`)).toBeFocused();
    });

    test('a restaurant deep link works too', async ({ page }) => {
      await page.goto(`${prefix}/mapa?restaurante=${restaurant.fields.slug}`);
      await page.locator('[data-interactive]').waitFor();
      await expect(page.getByRole('dialog', { name: String(restaurant.fields.name) })).toBeVisible();
    });

    test('keyboard: floors with arrows, units with Tab and Enter, zoom with + and −', async ({ page }) => {
      await page.goto(`${prefix}/mapa`);
      await page.locator('[data-interactive]').waitFor();
      const tabs = page.getByRole('tablist', { name: l.floors }).getByRole('tab');
      // the map opens on the Garden Level, after the car park's two levels (ADR 0077)
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await tabs.nth(2).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(3)).toBeFocused();
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');

      const unit = page.locator('[data-unit]:visible').first();
      await unit.focus();
      await page.keyboard.press('Enter');
      const card = page.getByTestId('map-place-card');
      await expect(card).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();
      await expect(unit).toBeFocused();

      const plan = page.getByRole('group', { name: /planta|floor plan/i }).first();
      const world = plan.locator('g').first();
      const before = await world.evaluate((g) => getComputedStyle(g).transform);
      await plan.focus();
      await page.keyboard.press('+');
      await expect(plan).toHaveAttribute('data-zoomed', 'true');
      await expect.poll(() => world.evaluate((g) => getComputedStyle(g).transform)).not.toBe(before);
      await page.keyboard.press('-');
      await page.getByRole('button', { name: l.zoomIn }).click();
      await expect(plan).toHaveAttribute('data-zoomed', 'true');
      await page.getByRole('button', { name: l.reset }).click();
      await expect(plan).not.toHaveAttribute('data-zoomed', 'true');
    });

    test('search highlights matching places and says how many', async ({ page }) => {
      await page.goto(`${prefix}/mapa`);
      await page.locator('[data-interactive]').waitFor();
      await page.getByRole('searchbox', { name: l.search }).fill(String(store.fields.name));
      await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeVisible();
      await expect(page.locator(`[data-unit="${store.fields.unit}"]`)).toBeVisible();
    });

    test('the list alternative names every place with its unit and links it to the map', async ({ page }) => {
      await page.goto(`${prefix}/mapa`);
      await page.locator('[data-interactive]').waitFor();
      const list = page.locator('#lista-de-locais');
      await expect(list.getByRole('heading', { name: l.list })).toBeVisible();
      await expect(list).toContainText(String(store.fields.unit));
      await expect(list.getByRole('link', { name: `${l.showOnMap}: ${store.fields.name}` })).toHaveCount(1);
    });
  });

  test.describe(`map on a phone (${locale}) @mobile`, () => {
    test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

    test('the plan fills the width and a place’s card opens as a sheet in view', async ({ page }) => {
      await page.goto(`${prefix}/mapa?loja=${store.fields.slug}`);
      await page.locator('[data-interactive]').waitFor();
      const card = page.getByRole('dialog', { name: String(store.fields.name) });
      await expect(card).toBeInViewport({ ratio: 1 });
      const plan = page.locator('#mapa svg[role="group"]');
      await expect(plan).toBeVisible();
      expect((await plan.boundingBox())!.width).toBeGreaterThanOrEqual(410);
      const box = (await card.boundingBox())!;
      // a sheet: along the bottom edge, the whole width
      expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(915 - 12);
      expect(box.width).toBeGreaterThanOrEqual(412 - 20);
      await card.getByRole('button', { name: l.close }).click();
      await expect(card).toBeHidden();
    });

    test('the floor tabs scroll sideways and the floor a link opens is in view', async ({ page }) => {
      const top = Object.values(floors).reduce((a, b) => (Number(b.level) > Number(a.level) ? b : a));
      await page.goto(`${prefix}/mapa?andar=${top.code}`);
      await page.locator('[data-interactive]').waitFor();
      const shown = page.getByRole('tablist', { name: l.floors }).getByRole('tab', { selected: true });
      await expect(shown).toContainText(String(top.code));
      await expect(shown).toBeInViewport({ ratio: 1 });
    });

    test('after the list, a link leads back to the map, never pinned over the list', async ({ page }) => {
      await page.goto(`${prefix}/mapa`);
      const back = page.getByRole('link', { name: l.backToMap });
      await expect(back).not.toBeInViewport();
      // pinned, it covered names and buttons of the list (issue 22)
      expect(await back.evaluate((a) => getComputedStyle(a).position)).toBe('static');
      await back.scrollIntoViewIfNeeded();
      await back.click();
      await expect(page).toHaveURL(/#mapa$/);
      await expect(page.locator('#mapa')).toBeInViewport();
    });
  });
}
