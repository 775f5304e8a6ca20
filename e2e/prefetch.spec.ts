import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';

/**
 * Links in view are prefetched once. With Next's optimistic routing on, the home page's links and every
 * English page's language switch (a link into the other locale) were requested a few hundred times a
 * second, for as long as the page stayed open: a phone's battery and data plan paid for it
 * (next.config.mjs, `optimisticRouting`).
 */
for (const path of ['/', '/en', '/en/about', '/sobre', '/lojas', '/en/lojas']) {
  test(`an idle page prefetches each link once: ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const requests = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.searchParams.has('_rsc')) return;
      url.searchParams.delete('_rsc');
      requests.set(`${url.pathname}${url.search}`, (requests.get(`${url.pathname}${url.search}`) ?? 0) + 1);
    });
    await page.waitForTimeout(3000);
    // A prefetch may take a few requests (the route tree, then its segments); the loop took hundreds a second.
    const repeated = [...requests].filter(([, count]) => count > 10);
    expect(repeated, 'links prefetched again and again').toEqual([]);
  });
}

/** The other language's pages whose payload a first load of `path` asked for. */
async function otherLocalePayloads(page: Page, path: string): Promise<string[]> {
  const own = path.startsWith('/en') ? 'en' : 'pt';
  const otherLocale: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.searchParams.has('_rsc') && request.headers()['rsc'] === undefined) return;
    const locale = url.pathname === '/en' || url.pathname.startsWith('/en/') ? 'en' : 'pt';
    if (locale !== own) otherLocale.push(url.pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForTimeout(2500);
  return otherLocale;
}

/**
 * A phone's first load fetches what the visitor asked for (issue 21): no payload of the other language's pages
 * (the language switch is a full navigation).
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  for (const path of ['/', '/sobre', '/lojas', '/en', '/en/about', '/en/lojas']) {
    test(`a first load asks for no page payload of the other language: ${path}`, async ({ page }) => {
      expect(await otherLocalePayloads(page, path)).toEqual([]);
    });
  }

  // A Portuguese page read in an English browser (Lighthouse's, a tourist's): its links to `/` lead to the
  // Portuguese home, and their prefetch is not sent to the English one (`/` detects the language of documents).
  test.describe('in an English browser', () => {
    test.use({ locale: 'en-US' });
    for (const path of ['/sobre', '/lojas', '/favoritos']) {
      test(`a first load asks for no page payload of the other language: ${path}`, async ({ page }) => {
        expect(await otherLocalePayloads(page, path)).toEqual([]);
      });
    }
  });
});

/**
 * A wide screen prefetches the pages of the links in view (spec §9), and a prefetch brings a page's payload only:
 * no image of those pages. Their cover images once came with it (a preload hint in each payload), at high
 * priority, while the page the visitor opened was still painting.
 */
test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ['/sobre', '/en/about']) {
    test(`a first load downloads the images of this page only, not those of the pages it prefetches: ${path}`, async ({
      page,
    }) => {
      const images: string[] = [];
      const prefetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(request.url());
        if (new URL(request.url()).searchParams.has('_rsc')) prefetched.push(request.url());
      });
      await page.goto(path);
      await waitForHydration(page);
      await expect.poll(() => prefetched.length, { message: 'the links in view are prefetched' }).toBeGreaterThan(5);
      await page.waitForLoadState('networkidle');
      const own = await page.evaluate(() =>
        [...document.images].flatMap((img) => [
          img.currentSrc,
          img.src,
          ...img.srcset
            .split(',')
            .map((candidate) => new URL(candidate.trim().split(/\s+/)[0] || '.', location.href).href),
        ]),
      );
      expect(images.filter((url) => !own.includes(url))).toEqual([]);
    });
  }
});
