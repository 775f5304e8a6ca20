import { expect, test } from '@playwright/test';
import { localized, published } from './support/content';
import { PAGE_SIZE } from '../src/features/places/model/place-list';
import { recordShifts, shiftsInMain } from './support/layout-shifts';
import { nameInUrl } from './support/routes';
import { waitForHydration } from './support/hydration';

const labels = {
  pt: {
    category: 'Categoria',
    floor: 'Piso',
    search: 'Buscar pelo nome',
    open: 'Somente abertos agora',
    loadMore: 'Carregar mais',
    clear: 'Limpar filtros',
    openNow: 'Aberto agora',
    seeOnMap: 'Ver no mapa',
    statuses: /Aberto agora|Fechado agora|Horário indisponível|Horário inválido/,
  },
  en: {
    category: 'Category',
    floor: 'Floor',
    search: 'Search by name',
    open: 'Open now only',
    loadMore: 'Load more',
    clear: 'Clear filters',
    openNow: 'Open now',
    seeOnMap: 'See on map',
    statuses: /Open now|Closed now|Unavailable time|Invalid time/,
  },
} as const;

const stores = published('store');
const categories = published('store_category');
const storesIn = (categoryId: string) => stores.filter((s) => s.fields.category === categoryId);
const cards = (page: import('@playwright/test').Page) => page.locator('[data-place-card-link]');

for (const locale of ['pt', 'en'] as const) {
  const t = labels[locale];
  const prefix = locale === 'pt' ? '' : '/en';

  test.describe(`stores list (${locale})`, () => {
    test('shows a page of cards with status badges and loads more', async ({ page }) => {
      await page.goto(`${prefix}/lojas`);
      await waitForHydration(page);
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      // a logo's candidates: what 1×, 2× and 3× screens pick for its 80 px box, no more
      const candidates = await page.locator('article img').first().getAttribute('srcset');
      expect(candidates?.split(',').map((c) => c.trim().split(' ')[1])).toEqual(['80w', '160w', '240w']);
      await expect(page.locator('#place-list-count')).toContainText(String(stores.length));
      await expect(page.getByText(t.statuses).first()).toBeVisible();
      await page.getByRole('link', { name: t.loadMore }).click();
      await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
      await expect(page).toHaveURL(/pagina=2/);
    });

    test('filters combine, live in the URL, and the back button undoes them', async ({ page }) => {
      const category = categories.find((c) => storesIn(c.id).length >= 3)!;
      const inCategory = storesIn(category.id);
      await page.goto(`${prefix}/lojas`);
      // the filter form hydrates after the layout: a choice made before then has no handler
      await page.locator('form[data-interactive]').waitFor();
      await page
        .getByRole('combobox', { name: t.category })
        .selectOption({ label: localized(category.fields.name, locale) });
      await expect(page).toHaveURL(new RegExp(`categoria=${category.fields.slug}`));
      await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, inCategory.length));
      await expect(page.locator('#place-list-count')).toContainText(String(inCategory.length));

      const floorId = String(inCategory[0]!.fields.floor);
      const floorCode = floorId.replace('floor-', '').toUpperCase();
      const both = inCategory.filter((s) => s.fields.floor === floorId);
      await page.getByRole('combobox', { name: t.floor }).selectOption(floorCode);
      await expect(page).toHaveURL(new RegExp(`piso=${floorCode}`));
      await expect(cards(page)).toHaveCount(both.length);

      // A shared link shows the same list.
      const shared = page.url();
      const other = await page.context().newPage();
      await other.goto(shared);
      await expect(cards(other)).toHaveCount(both.length);
      await other.close();

      await page.goBack();
      await expect(page).not.toHaveURL(/piso=/);
      await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, inCategory.length));
    });

    test('the text filter finds a store by a name without its accents, and an empty result has a way out', async ({
      page,
    }) => {
      const accented = stores.find((s) => /[áéíóúâêôãõç]/i.test(String(s.fields.name))) ?? stores[0]!;
      const plain = String(accented.fields.name)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      await page.goto(`${prefix}/lojas?q=${encodeURIComponent(plain)}`);
      await expect(cards(page).filter({ hasText: String(accented.fields.name) })).toHaveCount(1);
      await page.goto(`${prefix}/lojas?q=zzzzzzzz-nada`);
      await expect(cards(page)).toHaveCount(0);
      await page.getByRole('link', { name: t.clear }).first().click();
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
    });

    // "Open now" at fixed instants, with both clocks set: e2e/time-views.spec.ts.

    test('works without JavaScript: the filter form and load more are plain links and forms', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${prefix}/lojas`);
      const category = categories.find((c) => storesIn(c.id).length >= 2)!;
      await page
        .getByRole('combobox', { name: t.category })
        .selectOption({ label: localized(category.fields.name, locale) });
      await page.getByRole('button', { name: locale === 'pt' ? 'Aplicar filtros' : 'Apply filters' }).click();
      await expect(page).toHaveURL(new RegExp(`categoria=${category.fields.slug}`));
      await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, storesIn(category.id).length));
      await page.goto(`${prefix}/lojas`);
      await page.getByRole('link', { name: t.loadMore }).click();
      await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
      await context.close();
    });

    test('hydration moves nothing below the filters, with or without a filter on (no layout shift) @mobile', async ({
      page,
    }) => {
      const category = categories.find((c) => storesIn(c.id).length >= 2)!;
      await recordShifts(page);
      // the no-script "apply" button, removed on hydration, moved the list up by its height: 0.012 on a phone
      // (0.005 with a filter on, where it sat beside "clear filters")
      for (const path of [`${prefix}/lojas`, `${prefix}/lojas?categoria=${category.fields.slug}`]) {
        await page.goto(path);
        await page.locator('form[data-interactive]').waitFor();
        await page.waitForLoadState('networkidle');
        const { total, shifts } = await shiftsInMain(page);
        expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
      }
    });
  });

  test.describe(`store and restaurant details (${locale})`, () => {
    const store = stores[0]!;
    const canonical = `${prefix}/loja/${store.fields.slug}/${nameInUrl(String(store.fields.name))}`;

    test('a wrong or missing name redirects permanently to the canonical URL', async ({ request }) => {
      // a name never asked for before, so the first render's answer is checked as well as the cached one
      const fresh = `${prefix}/loja/${store.fields.slug}/nome-errado-${Date.now()}`;
      for (const wrong of [fresh, fresh, `${prefix}/loja/${store.fields.slug}`]) {
        const response = await request.get(wrong, { maxRedirects: 0 });
        expect([301, 308], wrong).toContain(response.status());
        const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location');
        expect(
          locations.map((h) => new URL(h.value, 'http://x').pathname),
          `Location of ${wrong}`,
        ).toEqual([canonical]);
      }
    });

    test('shows the status, the week of hours with today marked, contacts and the map link', async ({ page }) => {
      await page.goto(canonical);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(store.fields.name));
      await expect(page.getByText(t.statuses).first()).toBeVisible();
      await expect(page.locator('main [aria-current="date"]').first()).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(t.seeOnMap, 'i') }).first()).toHaveAttribute(
        'href',
        new RegExp(`mapa\\?loja=${store.fields.slug}`),
      );
      if (store.fields.phone) await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const storeLd = jsonLd
        .map((j) => JSON.parse(j))
        .flatMap((d) => (Array.isArray(d['@graph']) ? d['@graph'] : [d]))
        .find((d) => d['@type'] === 'Store');
      expect(storeLd?.name).toBe(store.fields.name);
      expect(JSON.stringify(storeLd?.containedInPlace ?? {})).toContain('ShoppingCenter');
    });

    test('a restaurant page links to its spot on the map', async ({ page }) => {
      const restaurant = published('restaurant')[0]!;
      await page.goto(`${prefix}/gastronomia/${restaurant.fields.slug}/${nameInUrl(String(restaurant.fields.name))}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(restaurant.fields.name));
      await expect(page.getByRole('link', { name: new RegExp(t.seeOnMap, 'i') }).first()).toHaveAttribute(
        'href',
        new RegExp(`restaurante=${restaurant.fields.slug}`),
      );
    });
  });
}

test('the store with no schedule and the one with a malformed schedule say so', async ({ page }) => {
  const none = stores.find((s) => s.fields.hours_source === 'none')!;
  await page.goto(`/loja/${none.fields.slug}/${nameInUrl(String(none.fields.name))}`);
  await expect(page.getByText('Horário indisponível').first()).toBeVisible();
  const malformed = stores.find(
    (s) => s.fields.hours_source === 'own' && JSON.stringify(s.fields.opening_hours).includes('25:99'),
  )!;
  await page.goto(`/en/loja/${malformed.fields.slug}/${nameInUrl(String(malformed.fields.name))}`);
  await expect(page.getByText('Invalid time').first()).toBeVisible();
});
