import { expect, test } from '@playwright/test';

/**
 * Links in view are prefetched once. With Next's optimistic routing on, the home page's links and every
 * English page's language switch (a link into the other locale) were requested a few hundred times a
 * second, for as long as the page stayed open: a phone's battery and data plan paid for it
 * (next.config.mjs, `optimisticRouting`).
 */
for (const path of ['/', '/en', '/en/about', '/sobre', '/lojas', '/en/lojas']) {
  test(`an idle page prefetches each link once: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
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
