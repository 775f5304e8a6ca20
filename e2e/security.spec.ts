import { expect, test } from '@playwright/test';
import { directive, policiesOf, watchViolations } from './support/csp';
import { PREVIEW_SECRET } from './support/secrets';
import { waitForHydration } from './support/hydration';

/**
 * The headers of every answer, and the Content-Security-Policy of cached
 * pages, which names each page's own inline scripts and no other (ADR 0030).
 */
const SECRET = PREVIEW_SECRET;

test.describe('every answer carries the security headers', () => {
  for (const path of ['/sobre', '/en/about', '/api/build-id', '/icon.svg']) {
    test(path, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      const policies = policiesOf(response.headersArray());
      expect(policies.length).toBeGreaterThan(0);
      for (const policy of policies) {
        expect(directive(policy, 'object-src')).toBe("object-src 'none'");
        expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
        expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
      }
    });
  }
});

// every screen's own inline scripts running under its policy: e2e/routes.spec.ts, on the load that checks the screen
test.describe('cached pages run nothing injected', () => {
  test('a script injected into a cached page is refused, in both locales', async ({ page }) => {
    for (const path of ['/lojas', '/en/lojas']) {
      const violations = await watchViolations(page);
      await page.goto(path);
      await waitForHydration(page);
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (window as { __injected?: boolean }).__injected === true;
      });
      expect(ran, path).toBe(false);
      await expect.poll(() => violations.some((v) => v.includes('script-src'))).toBe(true);
    }
  });
});

test('only draft pages may be framed by the CMS’s web previews', async ({ page }) => {
  const response = await page.goto(`/api/draft/enable?secret=${SECRET}&path=${encodeURIComponent('/en/about')}`);
  expect(response?.status()).toBe(200);
  // every policy of the draft answer admits the CMS (browsers enforce each one)
  const draftPolicies = policiesOf((await response?.headersArray()) ?? []);
  expect(draftPolicies.length).toBeGreaterThan(0);
  for (const policy of draftPolicies)
    expect(directive(policy, 'frame-ancestors')).toContain('https://*.admin.datocms.com');
  await page.goto('/api/draft/disable?path=/en/about');
  const publicAnswer = await page.request.get('/en/about');
  for (const policy of policiesOf(publicAnswer.headersArray()))
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
});

test.describe('every script file is checked against the hash the build gave it (Subresource Integrity)', () => {
  for (const path of ['/lojas', '/en/lojas']) {
    test(`a script altered on its way is refused, and the page says why (${path})`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      // every script file of the page names its hash
      const html = await (await page.request.get(path)).text();
      const tags = html.match(/<script src="\/_next\/[^"]+"[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, tag).toMatch(/integrity="sha256-[A-Za-z0-9+/=]{44}"/);
      // a copy altered in transit (a tampered CDN) never runs: the page does not hydrate
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        const original = await route.fetch();
        await route.fulfill({ response: original, body: `${await original.text()}\n;window.__tampered = true;` });
      });
      await page.goto(path);
      await expect.poll(() => errors.some((e) => /integrity/i.test(e)), { timeout: 10_000 }).toBe(true);
      expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered === true)).toBe(false);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    });
  }
});
