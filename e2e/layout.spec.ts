import { expect, test } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import pt from '../messages/pt.json' with { type: 'json' };
import { singleton } from './support/content';
import { waitForHydration } from './support/hydration';

const messages = { pt, en } as const;

const texts = {
  pt: {
    path: '/sobre',
    skip: ['Ir para o conteúdo', 'Ir para o menu', 'Ir para a busca', 'Ir para o rodapé'],
    hours: /Horário de funcionamento.*Hoje/,
    search: 'O que você procura?',
    today: 'Hoje',
    contrast: 'Alto contraste',
    searchPath: '/busca',
  },
  en: {
    path: '/en/about',
    skip: ['Skip to content', 'Skip to navigation', 'Skip to search', 'Skip to footer'],
    hours: /Opening hours.*Today/,
    search: 'What are you looking for?',
    today: 'Today',
    contrast: 'High contrast',
    searchPath: '/en/busca',
  },
} as const;

for (const locale of ['pt', 'en'] as const) {
  const t = texts[locale];

  test.describe(`layout (${locale})`, () => {
    test('skip links come first in the tab order, show on focus and reach their targets', async ({ page }) => {
      await page.goto(t.path);
      await waitForHydration(page);
      for (const [index, name] of t.skip.entries()) {
        await page.keyboard.press('Tab');
        const link = page.getByRole('link', { name });
        await expect(link, `tab stop ${index + 1}`).toBeFocused();
        await expect(link).toBeInViewport();
      }
      const targets = await Promise.all(t.skip.map((name) => page.getByRole('link', { name }).getAttribute('href')));
      for (const href of targets) {
        expect(href).toMatch(/^#/);
        await expect(page.locator(href!)).toHaveCount(1);
      }
      await page.getByRole('link', { name: t.skip[0] }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${targets[0]}$`));
    });

    test('eMAG access keys: Alt+1 content, Alt+2 menu, Alt+3 search, Alt+4 footer', async ({ page }) => {
      await page.goto(t.path);
      await waitForHydration(page);
      await page.keyboard.press('Alt+3');
      await expect(page.locator('#busca')).toBeFocused();
      await page.keyboard.press('Alt+1');
      await expect(page.locator('#conteudo')).toBeFocused();
      await page.keyboard.press('Alt+4');
      await expect(page.locator('#rodape')).toBeFocused();
      await page.keyboard.press('Alt+2');
      await expect(page.locator('#navegacao')).toBeFocused();
    });

    test('what shows only once asked for is not in the page, and arrives when asked: the text-size help, the cookie categories (ADR 0095)', async ({
      browser,
    }) => {
      const m = messages[locale];
      // a first visit: nothing decided, the consent bar is open
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      const response = await page.goto(t.path);
      const html = await response!.text();
      for (const text of [m.layout.accessibility.textSizeSite, m.consent.necessaryText, m.consent.save]) {
        expect(html, 'nowhere in the HTML or its payload').not.toContain(text);
      }
      await waitForHydration(page);
      await page.getByRole('button', { name: m.layout.accessibility.textSize }).first().click();
      await expect(page.getByText(m.layout.accessibility.textSizeSite).first()).toBeVisible();
      const bar = page.getByRole('region', { name: m.consent.title });
      await bar.getByRole('button', { name: m.consent.choose }).click();
      await expect(bar.getByRole('checkbox', { name: new RegExp(m.consent.analytics.replace('.', '')) })).toBeVisible();
      await expect(bar.getByText(m.consent.necessaryText)).toBeVisible();
      await bar.getByRole('button', { name: m.consent.save }).click();
      await expect(bar).toHaveCount(0);
      await context.close();
    });

    test('the header shows the week of opening hours with today marked, and searches', async ({ page }) => {
      await page.goto(t.path);
      await waitForHydration(page);
      const hoursButton = page.getByRole('button', { name: t.hours }).first();
      await hoursButton.click();
      const table = page.getByRole('table').filter({ hasText: t.today }).first();
      await expect(table).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(8);
      const box = page.getByRole('combobox', { name: t.search });
      await page.keyboard.press('Escape');
      await box.fill('cinema');
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === t.searchPath && url.searchParams.get('q') === 'cinema');
    });

    test('the footer has the mall address, WhatsApp, terms, privacy and the sign-language service', async ({
      page,
    }) => {
      await page.goto(t.path);
      await waitForHydration(page);
      const footer = page.getByRole('contentinfo');
      const settings = singleton('site_settings');
      await expect(footer).toContainText(String(settings.street_address));
      await expect(footer.locator('a[href^="https://wa.me/"]').first()).toBeVisible();
      await expect(footer.locator(`a[href="${settings.sign_language_url}"]`).first()).toBeVisible();
      await expect(footer.getByRole('link', { name: locale === 'pt' ? /termos/i : /terms/i }).first()).toBeVisible();
      await expect(
        footer.getByRole('link', { name: locale === 'pt' ? /privacidade/i : /privacy/i }).first(),
      ).toBeVisible();
      // the accessibility and gift-card pages are linked from every page, in the page's locale
      await expect(
        footer.getByRole('link', { name: locale === 'pt' ? 'Acessibilidade' : 'Accessibility' }),
      ).toHaveAttribute('href', `${locale === 'pt' ? '' : '/en'}/page/acessibilidade`);
      await expect(footer.getByRole('link', { name: locale === 'pt' ? 'Vale-presente' : 'Gift card' })).toHaveAttribute(
        'href',
        `${locale === 'pt' ? '' : '/en'}/page/vale-presente`,
      );
    });

    test('the contrast toggle persists across pages and applies before the first paint', async ({ page }) => {
      await page.goto(t.path);
      await waitForHydration(page);
      const toggle = page.getByRole('button', { name: t.contrast }).first();
      // the theme switches at once: no colour fades through in-between shades (clicked and read in one task, so a
      // transition of any length would still be running)
      const fading = await toggle.evaluate((button) => {
        (button as HTMLButtonElement).click();
        return document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => `${(a.effect as KeyframeEffect).target?.className} ${(a as CSSTransition).transitionProperty}`);
      });
      expect(fading).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      // No flash: when the <body> first appears, the theme must already be on <html>.
      await page.addInitScript(() => {
        const w = window as unknown as { __contrastAtBody?: string | null };
        new MutationObserver((_, observer) => {
          if (document.body) {
            w.__contrastAtBody = document.documentElement.getAttribute('data-contrast');
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      expect(
        await page.evaluate(() => (window as unknown as { __contrastAtBody?: string | null }).__contrastAtBody),
      ).toBe('high');
      await page.goto(locale === 'pt' ? '/contato' : '/en/contact');
      await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
      await page.getByRole('button', { name: t.contrast }).first().click();
      await expect(page.locator('html')).not.toHaveAttribute('data-contrast', 'high');
    });

    test('the mobile menu opens, traps nothing it should not, and closes with Escape @mobile', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(t.path);
      await waitForHydration(page);
      const open = page.getByRole('button', { name: locale === 'pt' ? /abrir menu|menu/i : /open menu|menu/i }).first();
      await open.click();
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page
          .getByRole('navigation', { name: locale === 'pt' ? 'Menu principal' : 'Main menu' })
          .getByRole('link')
          .first(),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await expect(open).toBeFocused();
    });
  });
}
