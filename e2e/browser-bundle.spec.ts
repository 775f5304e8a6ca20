import { expect, test } from '@playwright/test';
import { screenRoutes } from './support/routes';

/**
 * What a phone downloads: the JSON fields are checked on the server, at the
 * data boundary (ADR 0037), so no page ships the schema validator (zod, about
 * 90 kB gzipped) to the browser. Every screen, both locales.
 */
const VALIDATOR_MARK = '$ZodObject';

test.describe('pages send no content validator to the browser', () => {
  for (const route of screenRoutes()) {
    test(`${route.screen}: ${route.pt} · ${route.en}`, async ({ request }) => {
      for (const path of [route.pt, route.en]) {
        const html = await (await request.get(path)).text();
        const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
        expect(scripts.length, path).toBeGreaterThan(0);
        for (const src of scripts) {
          const body = await (await request.get(src)).text();
          expect(body.includes(VALIDATOR_MARK), `${path} loads ${src}, which carries the validator`).toBe(false);
        }
      }
    });
  }
});
