import { expect, test } from '@playwright/test';
import { screenRoutes } from './support/routes';
import { waitForHydration } from './support/hydration';

/**
 * Every screen fits a phone: at 360 and 412 px the document is exactly as
 * wide as the viewport, in both locales (issue: the cinema's day strip made
 * /cinema 584 px wide on a 412 px phone). One load a screen and locale, read at
 * both widths: the page reflows when the window is resized, as a phone's does when
 * it turns, and each load costs CI about 2 s.
 */
test.describe('no sideways scrolling at 360 and 412 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  for (const route of screenRoutes()) {
    for (const locale of ['pt', 'en'] as const) {
      test(`${route.screen} (${locale})`, async ({ page }) => {
        await page.goto(route[locale]);
        await waitForHydration(page);
        for (const width of [360, 412]) {
          await page.setViewportSize({ width, height: 800 });
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect(scrollWidth, `${route[locale]} is ${scrollWidth} px wide at ${width} px`).toBe(clientWidth);
        }
      });
    }
  }
});

/** Every 'Comprar ingresso' of every film fits the phone's screen: no sideways scrolling to buy. */
test.describe('buying a ticket on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });
  for (const locale of ['pt', 'en'] as const) {
    test(`every 'buy ticket' of every film is within reach (${locale})`, async ({ page }) => {
      test.setTimeout(90_000);
      // a fixed Wednesday afternoon: the week's sessions from today, none of them started yet tomorrow
      await page.clock.setFixedTime(new Date('2026-11-18T09:00:00-03:00'));
      const { published } = await import('./support/content');
      let buttons = 0;
      for (const movie of published('movie')) {
        await page.goto(`${locale === 'pt' ? '' : '/en'}/cinema/${movie.fields.slug}`);
        await waitForHydration(page);
        const buy = page.getByRole('link', { name: locale === 'pt' ? /^Comprar ingresso/ : /^Buy ticket/ });
        // the browser redraws the week from its own today after hydration: measure in one look at rows that
        // have all been laid out (a look apart from the check could fall inside a redraw)
        let boxes: { left: number; right: number; height: number }[] = [];
        await expect
          .poll(async () => {
            boxes = await buy.evaluateAll((links) =>
              links
                .map((link) => link.getBoundingClientRect())
                .map((r) => ({ left: r.left, right: r.right, height: r.height })),
            );
            return boxes.every((box) => box.height > 0);
          })
          .toBe(true);
        buttons += boxes.length;
        for (const [i, box] of boxes.entries()) {
          expect(box.left, `${movie.fields.slug} #${i}`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${movie.fields.slug} #${i}`).toBeLessThanOrEqual(412);
          expect(box.height, `${movie.fields.slug} #${i}`).toBeGreaterThanOrEqual(44);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(412);
      }
      expect(buttons).toBeGreaterThan(20);
    });
  }
});
