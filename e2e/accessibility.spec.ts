import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screenRoutes } from './support/routes';
import { waitForHydration } from './support/hydration';

async function turnOnHighContrast(page: Page) {
  // the toggle answers once React has hydrated it; a click before that does nothing. Hydrating the map or the agenda
  // took over 7 s on a loaded machine (CI run of 2026-11-25, passed on retry): the expect's own timeout is too short
  await waitForHydration(page, { timeout: 20_000 });
  const toggle = page.getByRole('button', { name: /alto contraste|high contrast/i }).first();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
}

/**
 * Every WCAG 2.2 AA rule in the normal theme. The high-contrast theme changes colours only (the same markup, the
 * same layout), so there it runs the rules that colours decide: contrast, and links told apart from text. That is
 * 40 % of a whole run's time (0.5–1.4 s against 1.2–3.5 s a page, measured 2026-11-25), over 52 runs.
 */
async function expectNoViolations(page: Page, label: string, rules: 'all' | 'colours' = 'all') {
  // Only violations are read: without this, axe serialises every node that passes each rule too (selector and HTML
  // of thousands of nodes on the map and the lists), the larger part of a run on a big page.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (
    rules === 'all'
      ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      : axe.withRules(['color-contrast', 'link-in-text-block'])
  ).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

test.describe('axe finds no violation on any screen, in either theme', () => {
  for (const route of screenRoutes()) {
    for (const locale of ['pt', 'en'] as const) {
      test(`${route.screen} (${locale})`, async ({ page }) => {
        // two whole-page axe runs: 8–10 s on an idle machine, over 30 s on a loaded one
        test.setTimeout(90_000);
        await page.goto(route[locale]);
        await expectNoViolations(page, `${route[locale]} normal`);
        await turnOnHighContrast(page);
        await expectNoViolations(page, `${route[locale]} high contrast`, 'colours');
      });
    }
  }
  test('the 404 page (pt and en)', async ({ page }) => {
    await page.goto('/nada-aqui');
    await expectNoViolations(page, '404 pt');
    await page.goto('/en/nothing-here');
    await expectNoViolations(page, '404 en');
  });
});
