import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { firstLoadScripts } from '../scripts/bench/lib/figures.mjs';
import { screenRoutes } from './support/routes';

/**
 * What a phone downloads on a first load, per screen and in both locales,
 * against the budgets of one file (e2e/byte-budgets.json): the HTML and every
 * script it names, gzip-compressed as the site sends them. A budget on bytes,
 * not on time, so a regression shows in CI on any machine.
 *
 * And the JSON fields are checked on the server, at the data boundary
 * (ADR 0037), so no page ships the schema validator (zod, about 90 kB
 * gzipped) to the browser.
 */
interface Budget {
  htmlGzipKB: number;
  jsGzipKB: number;
}
const budgets = JSON.parse(readFileSync(new URL('./byte-budgets.json', import.meta.url), 'utf8')) as {
  screens: Record<string, Budget>;
};
const VALIDATOR_MARK = '$ZodObject';
const gzipKB = (body: string | Buffer) => gzipSync(body, { level: 6 }).length / 1000;

/** Each script fetched once for the whole run: most are shared by every screen. */
const scriptBodies = new Map<string, Promise<string>>();
const scriptBody = (request: APIRequestContext, src: string) => {
  if (!scriptBodies.has(src))
    scriptBodies.set(
      src,
      request.get(src).then((r) => r.text()),
    );
  return scriptBodies.get(src)!;
};

test.describe('what each screen sends a phone', () => {
  for (const route of screenRoutes()) {
    test(`${route.screen}: ${route.pt} · ${route.en}`, async ({ request }) => {
      const budget = budgets.screens[route.screen];
      expect(budget, `e2e/byte-budgets.json has no budget for "${route.screen}"`).toBeDefined();
      for (const path of [route.pt, route.en]) {
        const html = await (await request.get(path)).text();
        const scripts = firstLoadScripts(html);
        expect(scripts.length, path).toBeGreaterThan(0);
        let js = 0;
        for (const src of scripts) {
          const body = await scriptBody(request, src);
          expect(body.includes(VALIDATOR_MARK), `${path} loads ${src}, which carries the validator`).toBe(false);
          js += gzipKB(body);
        }
        const htmlKB = gzipKB(html);
        console.log(
          `bytes ${route.screen} ${path}: HTML ${htmlKB.toFixed(1)} kB, JS ${js.toFixed(1)} kB (${scripts.length} scripts), gzip`,
        );
        expect(htmlKB, `${path}: HTML gzip over its budget`).toBeLessThanOrEqual(budget!.htmlGzipKB);
        expect(js, `${path}: first-load JS gzip over its budget`).toBeLessThanOrEqual(budget!.jsGzipKB);
      }
    });
  }
});
