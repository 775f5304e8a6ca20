import { expect, test } from '@playwright/test';
import { screenRoutes } from './support/routes';

/**
 * Every screen fits a phone: at 360 and 412 px the document is exactly as
 * wide as the viewport, in both locales (issue: the cinema's day strip made
 * /cinema 584 px wide on a 412 px phone).
 */
for (const width of [360, 412]) {
  test.describe(`no sideways scrolling at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const route of screenRoutes()) {
      for (const locale of ['pt', 'en'] as const) {
        test(`${route.screen} (${locale})`, async ({ page }) => {
          await page.goto(route[locale]);
          await page.locator('html[data-hydrated]').waitFor();
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
          expect(scrollWidth, `${route[locale]} is ${scrollWidth} px wide`).toBe(clientWidth);
        });
      }
    }
  });
}
