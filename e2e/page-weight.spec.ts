import { expect, test } from '@playwright/test';
import { localized, published } from './support/content';
import { PAGE_SIZE } from '../src/features/places/model/place-list';

/**
 * Issue 21: a page's HTML carries what the visitor sees and what its client
 * components need, not every record twice (ADRs 0055, 0056). The byte budgets
 * of every screen, these included, are in e2e/byte-budgets.json
 * (e2e/browser-bundle.spec.ts).
 */
const t = {
  pt: { floors: 'Pisos do shopping', loadMore: 'Carregar mais' },
  en: { floors: 'Mall floors', loadMore: 'Load more' },
} as const;

interface PlanUnit {
  code: string;
  d: string;
}
const floors = published('floor').map((f) => ({
  name: f.fields.name,
  units: ((f.fields.plan as { units?: PlanUnit[] } | null)?.units ?? []) as PlanUnit[],
  walkwayNodes: ((f.fields.walkways as { nodes?: { id: string }[] } | null)?.nodes ?? []).map((n) => n.id),
}));
const stores = published('store').map((s) => ({ slug: String(s.fields.slug), name: String(s.fields.name) }));

for (const locale of ['pt', 'en'] as const) {
  const prefix = locale === 'pt' ? '' : '/en';
  const l = t[locale];

  test.describe(`page weight (${locale})`, () => {
    test('the stores list shows its first page as HTML and carries the others’ logos packed, yet shows them on “load more”', async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/lojas`);
      const html = await response!.text();
      const cards = page.locator('[data-place-card-link]');
      await expect(cards).toHaveCount(PAGE_SIZE);
      const firstPage = new Set(await cards.allTextContents());
      // in the server's HTML, not added by the browser
      const plainNames = [...firstPage].filter((name) => /^[\p{L}\d ]+$/u.test(name)).slice(0, 3);
      expect(plainNames.length).toBeGreaterThan(0);
      for (const name of plainNames) expect(html).toContain(`>${name}</a>`);
      const later = stores.find((s) => !firstPage.has(s.name) && html.includes(s.slug));
      expect(later, 'a store beyond the first page').toBeDefined();
      // its logo's full URL is nowhere in the page: only its middle part travels (packed-place-index.ts)
      expect(html).not.toContain(`stores/${later!.slug}-logo.webp`);

      const card = page.getByRole('link', { name: later!.name, exact: true });
      for (let i = 0; i < 8 && !(await card.isVisible()); i++)
        await page.getByRole('link', { name: l.loadMore }).click();
      const logo = page.locator('article', { has: card }).locator('img');
      await expect(logo).toHaveAttribute('src', new RegExp(`stores/${later!.slug}-logo\\.webp`));
    });

    test('the map carries the first floor’s shapes; another floor’s arrive when its tab is chosen with the keyboard', async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/mapa`);
      const html = await response!.text();
      await page.locator('[data-interactive]').waitFor();
      const tabs = page.getByRole('tablist', { name: l.floors }).getByRole('tab');
      const tabNames = await tabs.allTextContents();
      const floorOf = (i: number) => floors.find((f) => tabNames[i]?.includes(localized(f.name, locale)));
      // the map opens on the first floor with shops, after the car park's levels (ADR 0077)
      const home = (await tabs.evaluateAll((all) => all.map((t) => t.getAttribute('aria-selected')))).indexOf('true');
      const [first, second] = [floorOf(home), floorOf(home + 1)];
      expect(first && second, 'the first two tabs’ floors').toBeTruthy();
      // a unit drawn only on the second floor (some shapes repeat from floor to floor)
      const unit = second!.units.find((u) => !first!.units.some((v) => v.d === u.d))!;
      expect(html).not.toContain(unit.d);
      // nor any walkway, not even the first floor's: they come with the shapes when directions are asked (ADR 0082)
      expect(first!.walkwayNodes.length).toBeGreaterThan(0);
      for (const node of first!.walkwayNodes.slice(0, 5)) expect(html).not.toContain(node);

      const fetched = page.waitForResponse((r) => r.url().includes('/api/map-floors/') && r.ok());
      await tabs.nth(home).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(home + 1)).toBeFocused();
      await expect(tabs.nth(home + 1)).toHaveAttribute('aria-selected', 'true');
      await fetched;
      await expect(page.locator(`#mapa path[d="${unit.d}"]`)).toHaveCount(1);
      await expect(page.locator('#mapa [data-unit]:visible').first()).toHaveAttribute('tabindex', '0');
      // back to the first floor and again to the second: nothing more is asked for
      let again = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/map-floors/')) again++;
      });
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(home)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(home + 1)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`#mapa path[d="${unit.d}"]`)).toHaveCount(1);
      expect(again).toBe(0);
    });
  });
}
