import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';

/**
 * Search from the header (the combobox, by keyboard), `/busca` (with and
 * without JavaScript), the suggestions endpoint and the map, in both
 * locales, on the demo content.
 */
const L = {
  pt: {
    about: '/sobre',
    search: '/busca',
    label: 'O que você procura?',
    dining: '/gastronomia',
    diningSection: 'Gastronomia',
    restaurants: 'restaurantes',
    stores: /^Lojas \(\d+ resultados?\)$/,
    seeAll: /Ver todos os resultados/,
    suggestions: /\d+ sugest(ão|ões)/,
    close: 'Fechar a busca',
    open: 'Abrir a busca',
    chip: 'Restaurantes',
    didYouMean: 'farmácia',
    map: '/mapa',
    mapSearch: 'Buscar no mapa',
    toilets: 'sanitário',
    toiletsName: 'Sanitários',
    switchTo: /English/,
    otherSearch: '/en/busca',
  },
  en: {
    about: '/en/about',
    search: '/en/busca',
    label: 'What are you looking for?',
    dining: '/en/gastronomia',
    diningSection: 'Dining',
    restaurants: 'restaurants',
    stores: /^Shops \(\d+ results?\)$/,
    seeAll: /See all results/,
    suggestions: /\d+ suggestions?/,
    close: 'Close search',
    open: 'Open search',
    chip: 'Restaurants',
    didYouMean: 'farmácia',
    map: '/en/mapa',
    mapSearch: 'Search the map',
    toilets: 'toilet',
    toiletsName: 'Restrooms',
    switchTo: /Versão em português/,
    otherSearch: '/busca',
  },
} as const;

async function openHeaderSearch(page: Page, path: string, label: string) {
  await page.goto(path);
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  return box;
}

for (const locale of ['pt', 'en'] as const) {
  const l = L[locale];

  test.describe(`search (${locale})`, () => {
    test('the header box suggests as you type and is driven by the keyboard', async ({ page }) => {
      const box = await openHeaderSearch(page, l.about, l.label);
      await box.pressSequentially('sapatria', { delay: 30 });
      const listbox = page.getByRole('listbox');
      await expect(listbox).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const options = listbox.getByRole('option');
      // at most eight suggestions, plus "see all results"
      const count = await options.count();
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThanOrEqual(9);
      await expect(options.last()).toHaveText(l.seeAll);
      // the number is announced
      await expect(page.getByRole('status').filter({ hasText: l.suggestions })).toHaveCount(1);

      await box.press('ArrowDown');
      const first = options.first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing');
      // up from the first option returns to the field, up again goes to the last
      await box.press('ArrowUp');
      await expect(box).not.toHaveAttribute('aria-activedescendant');
      await box.press('ArrowUp');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      const target = await first.getAttribute('data-href');
      expect(target).toMatch(/\/loja\//);
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === target);
    });

    test('Escape closes the suggestions, then clears the field', async ({ page }) => {
      const box = await openHeaderSearch(page, l.about, l.label);
      await box.pressSequentially('cafe', { delay: 30 });
      await expect(page.getByRole('listbox')).toBeVisible();
      await box.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue('cafe');
      await box.press('Escape');
      await expect(box).toHaveValue('');
    });

    test('a section named in the box comes first and opens the section', async ({ page }) => {
      const box = await openHeaderSearch(page, l.about, l.label);
      await box.pressSequentially(l.restaurants, { delay: 20 });
      const first = page.getByRole('listbox').getByRole('option').first();
      await expect(first).toContainText(l.diningSection);
      await box.press('ArrowDown');
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === l.dining);
    });

    test('Enter with nothing chosen opens the search page with the query', async ({ page }) => {
      const box = await openHeaderSearch(page, l.about, l.label);
      await box.fill('sapato');
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === l.search && url.searchParams.get('q') === 'sapato');
      await expect(page.getByRole('heading', { name: l.stores })).toBeVisible();
    });

    test('the popular searches lead straight to their section', async ({ page }) => {
      await page.goto(l.about);
      await page.getByRole('link', { name: l.chip, exact: true }).first().click();
      await expect(page).toHaveURL((url) => url.pathname === l.dining);
    });

    test('the language switch keeps the query', async ({ page }) => {
      await page.goto(`${l.search}?q=cafe`);
      await waitForHydration(page);
      await page.getByRole('link', { name: l.switchTo }).first().click();
      await expect(page).toHaveURL((url) => url.pathname === l.otherSearch && url.searchParams.get('q') === 'cafe');
    });

    test('the map’s search finds amenities and the shops a typo means', async ({ page }) => {
      await page.goto(l.map);
      await page.locator('[data-interactive]').waitFor();
      const search = page.getByRole('searchbox', { name: l.mapSearch });
      await search.fill(l.toilets);
      await expect(page.locator('[data-kind="toilet"][data-match]').first()).toBeAttached();
      await expect(page.getByText(new RegExp(l.toiletsName)).first()).toBeVisible();
      await search.fill('sapatria');
      await expect(page.locator('g[data-match]').first()).toBeAttached();
    });

    test('a map link of an amenity opens the map with it highlighted', async ({ page }) => {
      await page.goto(`${l.map}?comodidade=toilet`);
      await page.locator('[data-interactive]').waitFor();
      await expect(page.getByRole('searchbox', { name: l.mapSearch })).toHaveValue(l.toiletsName);
      await expect(page.locator('[data-kind="toilet"][data-match]').first()).toBeAttached();
    });
  });

  test.describe(`search without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('/busca answers with grouped, highlighted results and a useful dead end', async ({ page }) => {
      await page.goto(`${l.search}?q=sapatria`);
      await expect(page.getByRole('heading', { name: l.stores })).toBeVisible();
      await expect(page.locator('main mark').first()).toBeVisible();

      await page.goto(`${l.search}?q=frmacya`);
      const suggestion = page.locator('main').getByRole('link', { name: l.didYouMean, exact: true });
      await expect(suggestion).toBeVisible();
      await suggestion.click();
      await expect(page).toHaveURL((url) => url.pathname === l.search && url.searchParams.get('q') === l.didYouMean);

      // the language switch keeps the query before any script runs
      await page.goto(`${l.search}?q=cafe`);
      await expect(page.getByRole('link', { name: l.switchTo }).first()).toHaveAttribute(
        'href',
        `${l.otherSearch}?q=cafe`,
      );

      // the form itself, submitted without a script
      const form = page.locator('main form[role="search"]');
      await form.getByRole('searchbox').fill(l.restaurants);
      await form.getByRole('searchbox').press('Enter');
      await expect(
        page.locator('main').getByRole('link', { name: l.diningSection, exact: true }).first(),
      ).toBeVisible();
    });
  });

  test.describe(`search on a phone (${locale}) @mobile`, () => {
    test('the header box opens full screen and closes again', async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 915 });
      await page.goto(l.about);
      await waitForHydration(page);
      const box = page.getByRole('combobox', { name: l.label });
      await page.getByRole('link', { name: l.open }).click();
      await expect(box).toBeFocused();
      const viewport = page.viewportSize();
      const panel = page.locator('[class*="expanded"]');
      await expect(panel).toBeVisible();
      const bounds = await panel.boundingBox();
      expect(bounds?.width).toBe(viewport?.width);
      expect(bounds?.height).toBe(viewport?.height);
      await box.pressSequentially('cinema', { delay: 20 });
      await expect(page.getByRole('listbox')).toBeInViewport();
      await page.getByRole('button', { name: l.close }).click();
      await expect(panel).toHaveCount(0);
    });
  });
}

test.describe('the suggestions endpoint', () => {
  test('answers each locale with at most eight suggestions a CDN may keep', async ({ request }) => {
    for (const [locale, query, first] of [
      ['pt', 'restaurantes', 'Gastronomia'],
      ['en', 'restaurants', 'Dining'],
    ] as const) {
      const response = await request.get(`/api/search?locale=${locale}&q=${query}`, {
        headers: { 'x-forwarded-for': `203.0.113.${locale === 'pt' ? 1 : 2}` },
      });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/public/);
      const body = (await response.json()) as { suggestions: { title: string; kind: string }[]; total: number };
      expect(body.suggestions.length).toBeLessThanOrEqual(8);
      expect(body.suggestions[0]).toMatchObject({ kind: 'section', title: first });
      expect(body.total).toBeGreaterThan(8);
    }
  });

  test('sends any other spelling of a query to its one URL', async ({ request }) => {
    const response = await request.get('/api/search?q=%20Caf%C3%A9%20&locale=pt', {
      maxRedirects: 0,
      headers: { 'x-forwarded-for': '203.0.113.3' },
    });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location ?? '', 'http://x').search).toBe('?locale=pt&q=caf%C3%A9');
  });

  test('refuses a long query, control characters and an unknown locale with a clear 400', async ({ request }) => {
    const headers = { 'x-forwarded-for': '203.0.113.4' };
    for (const [url, error] of [
      [`/api/search?locale=pt&q=${'a'.repeat(101)}`, 'query-too-long'],
      ['/api/search?locale=pt&q=caf%07e', 'control-characters'],
      ['/api/search?locale=fr&q=cafe', 'unknown-locale'],
      ['/api/search?locale=pt&q=', 'empty-query'],
    ] as const) {
      const response = await request.get(url, { headers });
      expect(response.status(), url).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(error);
    }
  });

  test('limits each client’s rate', async ({ request }) => {
    const headers = { 'x-forwarded-for': '203.0.113.99' };
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await request.get('/api/search?locale=pt&q=cafe', { headers })).status());
    expect(statuses).toContain(429);
    // another client is not affected
    expect(
      (await request.get('/api/search?locale=pt&q=cafe', { headers: { 'x-forwarded-for': '203.0.113.100' } })).status(),
    ).toBe(200);
  });
});
