import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';

/**
 * The cookie choice (LGPD) and the tag manager behind it (spec §5), in both
 * locales: nothing optional loads before a choice, refusing is as easy as
 * accepting, the choice is remembered and can be changed from the footer,
 * and on a phone the bar covers nothing but itself.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const l = {
  pt: {
    path: '/sobre',
    storePath: '/loja/aconchego-decor/aconchego-decor',
    agendaPath: '/agenda',
    title: 'Sua privacidade',
    accept: 'Aceitar todos',
    reject: 'Rejeitar todos',
    choose: 'Escolher',
    save: 'Salvar escolha',
    analytics: /Medição de audiência/,
    settings: 'Preferências de cookies',
  },
  en: {
    path: '/en/about',
    storePath: '/en/loja/aconchego-decor/aconchego-decor',
    agendaPath: '/en/events',
    title: 'Your privacy',
    accept: 'Accept all',
    reject: 'Reject all',
    choose: 'Choose',
    save: 'Save my choice',
    analytics: /Audience measurement/,
    settings: 'Cookie preferences',
  },
} as const;

/** Requests to the tag manager, answered here with an empty script (no network), and CSP violations. */
async function watch(page: Page) {
  const tagManager: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagManager.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmLoaded = true;' });
  });
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return {
    tagManager,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  };
}

for (const locale of ['pt', 'en'] as const) {
  const t = l[locale];

  test.describe(`cookie choice (${locale})`, () => {
    test('nothing optional loads before a choice; rejecting loads nothing and is remembered', async ({ page }) => {
      const seen = await watch(page);
      await page.goto(t.path);
      const banner = page.getByRole('region', { name: t.title });
      await expect(banner).toBeVisible();
      expect(seen.tagManager).toEqual([]);
      // refusing is as prominent as accepting: the same size and style
      const [reject, accept] = [
        banner.getByRole('button', { name: t.reject }),
        banner.getByRole('button', { name: t.accept }),
      ];
      const [r, a] = [await reject.boundingBox(), await accept.boundingBox()];
      expect(Math.round(r!.height)).toBe(Math.round(a!.height));
      expect(await reject.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        await accept.evaluate((el) => getComputedStyle(el).backgroundColor),
      );
      await reject.click();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: t.title })).toHaveCount(0);
      expect(seen.tagManager).toEqual([]);
    });

    test('accepting loads the tag manager (no policy violation) and the footer can take it back', async ({ page }) => {
      const seen = await watch(page);
      await page.goto(t.path);
      await page.getByRole('button', { name: t.accept }).click();
      await expect.poll(() => seen.tagManager.length).toBeGreaterThan(0);
      expect(seen.tagManager[0]).toMatch(/gtm\.js\?id=GTM-/);
      expect(await seen.violations()).toEqual([]);
      // a page view reaches the data layer
      expect(
        await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer)),
      ).toContain('page_view');
      // the footer opens the choice again, with the categories
      await page.getByRole('button', { name: t.settings }).click();
      const banner = page.getByRole('region', { name: t.title });
      const analytics = banner.getByRole('checkbox', { name: t.analytics });
      await expect(analytics).toBeChecked();
      await analytics.uncheck();
      await banner.getByRole('button', { name: t.save }).click();
      await page.reload();
      await waitForHydration(page);
      const count = seen.tagManager.length;
      await page.waitForTimeout(500);
      expect(seen.tagManager.length).toBe(count);
    });

    for (const choice of ['accept', 'reject'] as const) {
      test(`a tap on "${t[choice]}" before the scripts have arrived is kept, and the bar hides at once`, async ({
        page,
      }) => {
        const seen = await watch(page);
        // the site's scripts held back until released, as on a slow phone where the bar is drawn well before them
        let release = () => {};
        const arrived = new Promise<void>((resolve) => (release = resolve));
        await page.route(
          (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
          async (route) => {
            await arrived;
            await route.continue();
          },
        );
        await page.goto(t.path, { waitUntil: 'domcontentloaded' });
        const banner = page.getByRole('region', { name: t.title });
        await banner.getByRole('button', { name: t[choice] }).click();
        await expect(page.locator('[data-consent-banner]')).toBeHidden();
        expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
        release();
        await waitForHydration(page);
        await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
        if (choice === 'accept') {
          await expect.poll(() => seen.tagManager.length).toBeGreaterThan(0);
          expect(await seen.violations()).toEqual([]);
        } else {
          await page.waitForTimeout(500);
          expect(seen.tagManager).toEqual([]);
        }
        // remembered on the next page, and the footer still opens the bar, visible
        await page.reload();
        await waitForHydration(page);
        await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
        await page.getByRole('button', { name: t.settings }).click();
        await expect(page.getByRole('region', { name: t.title })).toBeVisible();
      });
    }

    test('on a phone the bar covers no more than itself, and it passes axe', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(t.path);
      const banner = page.getByRole('region', { name: t.title });
      await expect(banner).toBeVisible();
      const box = (await banner.boundingBox())!;
      expect(box.y + box.height).toBeCloseTo(740, 0);
      expect(box.height).toBeLessThan(740 * 0.5);
      // the bar fades in (ConsentBanner.module.css): contrast is checked on its final colours
      await banner.evaluate((bar) => Promise.all(bar.getAnimations().map((animation) => animation.finished)));
      const results = await new AxeBuilder({ page }).include('[data-consent-banner]').analyze();
      expect(results.violations).toEqual([]);
    });
  });
}

/**
 * The bar is part of the page the server sends (issue 21): a first visit paints it with the content, before
 * any script runs, and a visitor who already chose never sees it, not even before the scripts arrive.
 */
for (const locale of ['pt', 'en'] as const) {
  const t = l[locale];

  test.describe(`cookie bar before any script (${locale}, phone)`, () => {
    test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

    test('is in the HTML the server sends', async ({ request }) => {
      const html = await (await request.get(t.path)).text();
      expect(html).toMatch(/<section[^>]*data-consent-banner/);
      expect(html).toContain(`>${t.title}</h2>`);
      expect(html).toContain(`>${t.reject}</button>`);
    });

    // Issue 21: on a first visit the page's own content is the largest paint, not the bar's paragraph (which it was
    // on a store's page and the agenda, where the bar is the largest text of a phone's first screen).
    for (const path of [t.storePath, t.agendaPath]) {
      test(`is not the largest paint of a first visit: ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('region', { name: t.title })).toBeVisible();
        const largest = await page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              new PerformanceObserver((list) => {
                const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element;
                resolve(element?.closest('[data-consent-banner]') ? 'the consent bar' : (element?.tagName ?? 'none'));
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        expect(largest).not.toBe('the consent bar');
        expect(largest).not.toBe('none');
      });
    }

    test.describe('with JavaScript disabled', () => {
      test.use({ javaScriptEnabled: false });
      test('a first visit sees the bar', async ({ page }) => {
        await page.goto(t.path);
        const banner = page.getByRole('region', { name: t.title });
        await expect(banner).toBeVisible();
        await expect(banner.getByRole('button', { name: t.accept })).toBeVisible();
      });
    });

    test('after a choice, what is focused as the page hydrates stays where it is on the screen', async ({ page }) => {
      await page.goto(t.path);
      await waitForHydration(page);
      await page.getByRole('button', { name: t.reject }).click();
      // the moment the page is interactive (before the stored choice has closed the bar in React's state): a click
      // there once scrolled the clicked element off the screen, measured against the hidden bar
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute('data-hydrated')) return;
          observer.disconnect();
          const link = document.querySelector<HTMLElement>('footer a[href]')!;
          link.scrollIntoView({ block: 'center', behavior: 'instant' });
          const before = link.getBoundingClientRect().top;
          link.focus();
          (window as unknown as { __moved: number }).__moved = link.getBoundingClientRect().top - before;
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
      });
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __moved?: number }).__moved)).toBe(0);
    });

    test('after a choice it stays hidden on the next load, also before the scripts run', async ({ page }) => {
      await page.goto(t.path);
      await waitForHydration(page);
      await page.getByRole('button', { name: t.reject }).click();
      // the next load with the site's own scripts held back (stylesheets still load): only the inline boot script runs
      const scriptChunk = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js');
      await page.route(scriptChunk, (route) => route.abort());
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(page.locator('[data-consent-banner]')).toHaveCount(1);
      await expect(page.locator('[data-consent-banner]')).toBeHidden();
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      // and once hydrated, it is gone for good while the footer can still open it
      await page.unroute(scriptChunk);
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
      await page.getByRole('button', { name: t.settings }).click();
      await expect(page.getByRole('region', { name: t.title })).toBeVisible();
    });
  });
}
