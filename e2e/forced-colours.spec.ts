import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The system's high contrast (Windows' contrast themes, `forced-colors: active`), not the site's own theme: the
 * browser replaces every colour with the system's few and drops backgrounds and box shadows. What a visitor must
 * still see there: a switch's state, a badge's dot and where the keyboard focus is.
 */
test.use({ forcedColors: 'active' });

/** a Friday afternoon in the mall: the demo offers of the season are current */
const FRIDAY_2PM = '2026-11-20T17:00:00Z';

const T = {
  pt: {
    stores: '/lojas',
    offers: '/ofertas',
    openNow: 'Somente abertos agora',
    filter: 'Filtrar',
    signMeUp: 'Quero receber informações',
    cookiePreferences: 'Preferências de cookies',
  },
  en: {
    stores: '/en/lojas',
    offers: '/en/offers',
    openNow: 'Open now only',
    filter: 'Filter',
    signMeUp: 'Sign me up to receive information',
    cookiePreferences: 'Cookie preferences',
  },
} as const;

/** the painted colours of an element (or of its `::after`), as the forced palette leaves them */
function painted(locator: Locator, pseudo: '::after' | null = null) {
  return locator.evaluate((element, pseudoElement) => {
    const style = getComputedStyle(element, pseudoElement);
    return {
      background: style.backgroundColor,
      outline: style.outlineStyle === 'none' ? 'none' : `${style.outlineWidth} ${style.outlineColor}`,
    };
  }, pseudo);
}

async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the keyboard never reached the element');
}

for (const locale of ['pt', 'en'] as const) {
  const t = T[locale];

  test.describe(`under the system's high contrast (${locale})`, () => {
    test('the "open now" switch shows its state and its focus', async ({ page }) => {
      await page.goto(t.stores);
      await page.locator('form[data-interactive]').waitFor();
      const checkbox = page.getByRole('checkbox', { name: t.openNow });
      const track = checkbox.locator('xpath=following-sibling::span[1]');

      const off = await painted(track);
      const offKnob = await painted(track, '::after');
      expect(offKnob.background, 'the knob stands out from its track').not.toBe(off.background);

      await tabTo(page, checkbox);
      expect((await painted(track)).outline, 'the focused switch is outlined').not.toBe('none');
      await page.keyboard.press('Space');
      await expect(checkbox).toBeChecked();
      const on = await painted(track);
      expect(on.background, 'on and off look different').not.toBe(off.background);
      expect((await painted(track, '::after')).background, 'the knob stands out when on').not.toBe(on.background);
    });

    test("an offer's badge keeps its dot", async ({ page }) => {
      await page.clock.setFixedTime(new Date(FRIDAY_2PM));
      await page.goto(t.offers);
      const badge = page.locator('main [data-state="current"]').first();
      await expect(badge).toBeVisible();
      const dot = badge.locator('span[aria-hidden="true"]');
      expect((await painted(dot)).background).not.toBe((await painted(badge)).background);
    });

    test("a button drawn by its fill keeps its shape: the filters' and the newsletter's", async ({ page }) => {
      await page.goto(t.offers);
      const buttons = [
        page.locator('main form').getByRole('button', { name: t.filter, exact: true }),
        page.locator('footer').getByRole('button', { name: t.signMeUp }),
      ];
      for (const button of buttons) {
        await expect(button).toBeVisible();
        const shape = await button.evaluate((element) => {
          const style = getComputedStyle(element);
          const line = (width: string, lineStyle: string, color: string) =>
            lineStyle !== 'none' && parseFloat(width) >= 1 && !/^(transparent|rgba\(.*,\s*0\))$/.test(color);
          return (
            line(style.outlineWidth, style.outlineStyle, style.outlineColor) ||
            line(style.borderTopWidth, style.borderTopStyle, style.borderTopColor)
          );
        });
        expect(shape, `${await button.textContent()} has a visible edge`).toBe(true);
      }
    });

    test("the footer's cookie preferences button reads as the links around it, with no button's box", async ({
      page,
    }) => {
      await page.goto(t.offers);
      const button = page.locator('footer').getByRole('button', { name: t.cookiePreferences });
      const link = button.locator('xpath=ancestor::ul[1]//a').first();
      await expect(button).toBeVisible();
      const look = (element: Locator) =>
        element.evaluate((e) => {
          const style = getComputedStyle(e);
          return { color: style.color, outline: style.outlineStyle };
        });
      const [own, around] = [await look(button), await look(link)];
      expect(own.outline, 'no outline while it is not focused').toBe('none');
      expect(own.color, "the links' colour").toBe(around.color);
    });

    test("every control the keyboard reaches in a list page's content shows an outline", async ({ page }) => {
      // a search with no result: the filters, "clear filters" and the empty list's way out, all drawn with their
      // own focus ring (a box shadow, which the system's palette removes)
      await page.goto(`${t.stores}?q=zzzz-nada`);
      await page.locator('form[data-interactive]').waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const unmarked: string[] = [];
      for (let presses = 0; presses < 10; presses++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          // a visually hidden control (the switch's checkbox) shows its focus on what stands for it
          const hidden = Number(style.opacity) === 0;
          const label = `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)}`;
          // wider than the 1 px line every button keeps in this mode, which is its shape, not its focus
          const outline =
            style.outlineStyle !== 'none' &&
            parseFloat(style.outlineWidth) >= 2 &&
            !/^(transparent|rgba\(.*,\s*0\))$/.test(style.outlineColor);
          return { label, hidden, outline };
        });
        if (focused && !focused.hidden && !focused.outline) unmarked.push(focused.label);
      }
      expect(unmarked).toEqual([]);
    });
  });
}
