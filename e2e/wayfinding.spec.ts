import { expect, test, type Page } from '@playwright/test';
import { localized, storeOnFloor } from './support/content';
import { waitForHydration } from './support/hydration';

/**
 * Directions inside the mall (issue 24) and the map's phone defects (issue 22):
 * a route from the main entrance to a store on another floor, drawn on both
 * floors and said in words; step-free takes the lift; the deep link opens the
 * same route; keyboard only; the card leaves its unit in view; the names in
 * the units never overlap and are never turned.
 */
const t = {
  pt: {
    directions: 'Como chegar aqui',
    panel: 'Como chegar',
    entrance: 'Entrada principal',
    search: 'Estou em…',
    stepFree: 'Sem degraus (só elevadores)',
    escalator: /escada rolante/,
    lift: /elevador panorâmico/,
    usesLift: 'Trajeto sem degraus: usa o elevador.',
    ride: /Pegue .* e suba até o /,
    showFloor: (floor: string) => `Ver ${floor} no mapa`,
    query: (to: string, stepFree = false) => `de=entrada-principal&para=${to}${stepFree ? '&semdegraus=1' : ''}`,
    summary: /Cerca de \d+ min a pé · \d+ m/,
    close: 'Fechar detalhes',
    zoomIn: 'Aproximar',
  },
  en: {
    directions: 'Directions',
    panel: 'Directions',
    entrance: 'Main entrance',
    search: 'I am at…',
    stepFree: 'Step-free (lifts only)',
    escalator: /escalator/,
    lift: /panoramic lift/,
    usesLift: 'Step-free route: it uses the lift.',
    ride: /Take .* up to /,
    showFloor: (floor: string) => `Show ${floor} on the map`,
    query: (to: string, stepFree = false) => `from=entrada-principal&to=${to}${stepFree ? '&stepfree=1' : ''}`,
    summary: /About \d+ min walk · \d+ m/,
    close: 'Close details',
    zoomIn: 'Zoom in',
  },
} as const;

/** a store upstairs: the main entrance is on the Garden Level (L1) */
const { store, storeFloor, slug, name } = storeOnFloor('L2');

const steps = (page: Page) => page.getByTestId('route-steps').getByRole('listitem');

async function expectRouteOnBothFloors(page: Page, locale: 'pt' | 'en') {
  const l = t[locale];
  const panel = page.getByTestId('directions-panel');
  await expect(panel.getByTestId('route-summary')).toHaveText(l.summary);
  // the start floor first, with the floor change marked on the plan
  await expect(page.locator('#mapa [data-testid="route-line"] polyline').first()).toBeVisible();
  await expect(page.locator('#mapa [data-testid="route-floor-change"]')).toHaveCount(1);
  await expect(steps(page).filter({ hasText: l.ride })).toHaveCount(1);
  await expect(steps(page).last()).toContainText(name);
  // then the destination's floor
  await panel.getByRole('button', { name: l.showFloor(localized(storeFloor.name, locale)) }).click();
  await expect(
    page.locator(`#mapa [data-testid="route-line"][data-floor="${store.fields.floor}"] polyline`).first(),
  ).toBeVisible();
}

for (const locale of ['pt', 'en'] as const) {
  const l = t[locale];
  const prefix = locale === 'pt' ? '' : '/en';

  test.describe(`directions inside the mall (${locale})`, () => {
    test('from the card: the main entrance to a store upstairs, drawn on both floors, in words', async ({ page }) => {
      await page.goto(`${prefix}/mapa?loja=${slug}`);
      await page.locator('[data-interactive]').waitFor();
      await page.getByRole('dialog', { name }).getByRole('button', { name: l.directions }).click();
      const panel = page.getByTestId('directions-panel');
      await expect(panel.getByRole('heading', { name: l.panel })).toBeFocused();
      await panel.getByRole('button', { name: l.entrance }).click();
      await expect
        .poll(() => new URL(page.url()).searchParams.toString())
        .toBe(new URLSearchParams(l.query(slug)).toString());
      await expectRouteOnBothFloors(page, locale);
      await expect(steps(page).filter({ hasText: l.escalator })).toHaveCount(1);
      await page.screenshot({ path: test.info().outputPath(`route-desktop-${locale}.png`), fullPage: true });
    });

    test('step-free uses the lift, and the deep link opens the same route', async ({ page }) => {
      await page.goto(`${prefix}/mapa?${l.query(slug)}`);
      await page.locator('[data-interactive]').waitFor();
      await expect(steps(page).first()).toBeVisible();
      const quick = await steps(page).allTextContents();
      const panel = page.getByTestId('directions-panel');
      // a link is no visitor's action: focus stays at the top of the page
      await expect(panel.getByRole('heading', { name: l.panel })).not.toBeFocused();
      await panel.getByRole('checkbox', { name: l.stepFree }).check();
      await expect(panel).toContainText(l.usesLift);
      await expect(steps(page).filter({ hasText: l.lift })).toHaveCount(1);
      await expect(steps(page).filter({ hasText: l.escalator })).toHaveCount(0);
      const stepFree = await steps(page).allTextContents();
      expect(stepFree).not.toEqual(quick);

      // the same route from its link, in a new visit
      await page.goto(`${prefix}/mapa?${l.query(slug, true)}`);
      await page.locator('[data-interactive]').waitFor();
      await expect(steps(page).first()).toBeVisible();
      expect(await steps(page).allTextContents()).toEqual(stepFree);
      await expect(page.locator('#mapa [data-testid="route-line"] polyline').first()).toBeVisible();
    });

    test('a "you are here" QR link asks only where to', async ({ page }) => {
      await page.goto(`${prefix}/mapa?${l.query(slug).split('&')[0]}`);
      await page.locator('[data-interactive]').waitFor();
      const picker = page.getByTestId('route-destination-picker');
      await picker.getByRole('searchbox').fill(name);
      await picker.getByRole('button', { name }).click();
      await expectRouteOnBothFloors(page, locale);
    });

    test('keyboard only: from the card to the steps', async ({ page }) => {
      await page.goto(`${prefix}/mapa?andar=${String(storeFloor.code)}`);
      await waitForHydration(page);
      await page.locator('[data-interactive]').waitFor();
      const unit = page.locator(`[data-unit="${store.fields.unit}"]`);
      await unit.focus();
      await page.keyboard.press('Enter');
      const card = page.getByRole('dialog', { name });
      await expect(card.getByRole('heading', { name })).toBeFocused();
      const directions = card.getByRole('button', { name: l.directions });
      for (let i = 0; i < 8 && !(await directions.evaluate((b) => b === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(directions).toBeFocused();
      await page.keyboard.press('Enter');
      const panel = page.getByTestId('directions-panel');
      await expect(panel.getByRole('heading', { name: l.panel })).toBeFocused();
      // the floors' walkways arrive first (the panel says "loading" meanwhile, with no field yet: ADR 0082)
      await expect(panel.getByRole('searchbox', { name: l.search })).toBeVisible();
      await page.keyboard.press('Tab'); // close
      await page.keyboard.press('Tab'); // change the destination
      await page.keyboard.press('Tab'); // "I am at…"
      await expect(panel.getByRole('searchbox', { name: l.search })).toBeFocused();
      await page.keyboard.type(l.entrance);
      await expect(panel.getByRole('button', { name: l.entrance }).first()).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('button', { name: l.entrance }).first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(steps(page).filter({ hasText: l.ride })).toHaveCount(1);
      // the chosen start replaced the button that had focus: the panel takes it back, so Escape reaches the panel
      await expect(panel.getByRole('heading', { name: l.panel })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });
  });

  test.describe(`directions and the map on a phone (${locale}) @mobile`, () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

    test('the route fits a 360-px screen, with its steps under the plan', async ({ page }) => {
      await page.goto(`${prefix}/mapa?${l.query(slug)}`);
      await page.locator('[data-interactive]').waitFor();
      await expect(page.getByTestId('route-summary')).toHaveText(l.summary);
      // the link opened the route without taking focus, which would scroll the plan away
      await expect(page.getByTestId('directions-panel').getByRole('heading', { name: l.panel })).not.toBeFocused();
      await expectRouteOnBothFloors(page, locale);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      for (const button of await page.getByTestId('directions-panel').getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({ path: test.info().outputPath(`route-phone-${locale}.png`), fullPage: false });
      await page.evaluate(() => (document.documentElement.dataset.contrast = 'high'));
      await page.screenshot({
        path: test.info().outputPath(`route-phone-${locale}-high-contrast.png`),
        fullPage: false,
      });
    });

    test('the card leaves its unit in view', async ({ page }) => {
      await page.goto(`${prefix}/mapa?loja=${slug}`);
      await page.locator('[data-interactive]').waitFor();
      const card = page.getByRole('dialog', { name });
      await expect(card).toBeVisible();
      const unit = page.locator(`[data-unit="${store.fields.unit}"]`);
      await expect(unit).toBeInViewport();
      const [u, c] = [(await unit.boundingBox())!, (await card.boundingBox())!];
      expect(u.y + u.height).toBeLessThanOrEqual(c.y);
      await page.screenshot({ path: test.info().outputPath(`card-phone-${locale}.png`) });
    });
  });

  test.describe(`the plan's names (${locale})`, () => {
    test('names in the units are horizontal and never overlap, at every zoom', async ({ page }) => {
      await page.goto(`${prefix}/mapa`);
      await page.locator('[data-interactive]').waitFor();
      for (let zoom = 0; zoom < 4; zoom++) {
        const labels = page.locator('#mapa svg[role="group"] text');
        await expect(labels.first()).toBeAttached();
        expect(await labels.evaluateAll((all) => all.filter((e) => e.getAttribute('transform')).length)).toBe(0);
        const boxes = await labels.evaluateAll((all) =>
          all.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height })),
        );
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const [a, b] = [boxes[i]!, boxes[j]!];
            const overlap =
              a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
            expect(overlap, `labels ${i} and ${j} overlap`).toBe(false);
          }
        await page.getByRole('button', { name: l.zoomIn }).click();
      }
    });
  });
}
