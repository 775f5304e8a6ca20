import { expect, test, type Page } from '@playwright/test';
import { screenRoutes } from './support/routes';
import { allShifts, parserPausesAfter, recordShifts } from './support/layout-shifts';

/**
 * What the first paint of a phone visit needs is announced by the HTML (issue 21, ADRs 0053 and 0054):
 * the fonts preloaded and no others, the LCP image in the head at high priority with the candidates
 * and slot of its <img>, the first viewport visible without scripts, two icon links and small icons.
 */
const LOCALES = ['pt', 'en'] as const;
const routes = screenRoutes();
const at = (screen: string) => routes.find((r) => r.screen === screen)!;
/** The screens Lighthouse measures (scripts/bench/lib/screens.mjs), the LCP images' screens among them. */
const MEASURED = ['Home', 'Stores list', 'Store detail', 'Map', 'Cinema list', 'Article detail'].map(at);

/** A Moto G Power, Lighthouse's mobile profile: 412 px wide at 1.75 device pixels per CSS pixel. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Preloaded fonts: `Link` response headers (how Next sends next/font's preloads) and `<link rel=preload as=font>`. */
async function preloadedFonts(page: Page, linkHeader: string | undefined): Promise<string[]> {
  const fromHeader = (linkHeader ?? '')
    // several Link headers reach Playwright joined by newlines, the links of one header by commas
    .split(/[,\n]\s*(?=<)/)
    .filter((entry) => entry.includes('<') && /rel="?preload/.test(entry) && /as="?font/.test(entry))
    .map((entry) => new URL(entry.slice(entry.indexOf('<') + 1, entry.indexOf('>')), page.url()).pathname);
  const fromHtml = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  return [...new Set([...fromHeader, ...fromHtml])].sort();
}

for (const locale of LOCALES) {
  test.describe(`first paint (${locale})`, () => {
    test.describe('on a phone', () => {
      test.use(PHONE);

      for (const route of MEASURED) {
        test(`${route.screen}: the fonts it downloads are the preloaded ones, each used in the first viewport`, async ({
          page,
        }) => {
          const downloaded = new Map<string, number>();
          page.on('response', async (response) => {
            if (response.request().resourceType() !== 'font') return;
            downloaded.set(new URL(response.url()).pathname, (await response.body()).byteLength);
          });
          const response = await page.goto(route[locale], { waitUntil: 'load' });
          await page.evaluate(() => document.fonts.ready);
          const preloaded = await preloadedFonts(page, response?.headers().link);
          expect(preloaded.length).toBeGreaterThan(0);
          expect([...downloaded.keys()].sort()).toEqual(preloaded);
          // both faces, subset to the site's characters and weights (ADR 0090): Fraunces with its optical-size
          // axis (59.5 kB) and Inter (27.8 kB); the whole packages' files were 113 kB
          expect([...downloaded.values()].reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(90_000);

          // every loaded face sets some text that is visible without scrolling
          const unused = await page.evaluate(() => {
            const families = [...document.fonts]
              .filter((face) => face.status === 'loaded')
              .map((face) => face.family.replace(/^["']|["']$/g, ''));
            const inView = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
              if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) return false;
              const box = el.getBoundingClientRect();
              return (
                box.width > 0 &&
                box.height > 0 &&
                box.top < innerHeight &&
                box.bottom > 0 &&
                getComputedStyle(el).visibility !== 'hidden'
              );
            });
            const firsts = new Set(
              inView.map((el) =>
                getComputedStyle(el)
                  .fontFamily.split(',')[0]!
                  .trim()
                  .replace(/^["']|["']$/g, ''),
              ),
            );
            return families.filter((family) => !firsts.has(family));
          });
          expect(unused).toEqual([]);
        });
      }

      for (const route of [
        at('Home'),
        at('Cinema list'),
        at('Article detail'),
        at('Store detail'),
        at('Offers list'),
        at('Institute projects'),
      ]) {
        test(`${route.screen}: an LCP image is preloaded at high priority with its own srcset and sizes, never lazy`, async ({
          page,
        }) => {
          await page.goto(route[locale], { waitUntil: 'load' });
          const lcp = await page.evaluate(
            () =>
              new Promise<null | {
                tag: string;
                fetchPriority: string;
                loading: string;
                srcset: string;
                sizes: string;
                currentSrc: string;
                width: number;
              }>((resolve) => {
                // An image paints once decoded, a frame or more after `load` on a busy machine, while the text
                // around it has painted already: the largest paint is read once none has come for a second.
                let largest: Element | undefined;
                const settle = () => {
                  const element = largest;
                  if (!(element instanceof HTMLImageElement)) return resolve(null);
                  resolve({
                    tag: element.tagName,
                    fetchPriority: element.getAttribute('fetchpriority') ?? '',
                    loading: element.getAttribute('loading') ?? 'eager',
                    srcset:
                      element.srcset || (element.parentElement?.querySelector('source')?.getAttribute('srcset') ?? ''),
                    sizes:
                      element.sizes || (element.parentElement?.querySelector('source')?.getAttribute('sizes') ?? ''),
                    currentSrc: element.currentSrc,
                    width: element.getBoundingClientRect().width,
                  });
                };
                let timer = setTimeout(settle, 1000);
                new PerformanceObserver((list) => {
                  largest = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element ?? largest;
                  clearTimeout(timer);
                  timer = setTimeout(settle, 1000);
                }).observe({ type: 'largest-contentful-paint', buffered: true });
              }),
          );
          test.skip(lcp === null, `the largest paint of ${route[locale]} on a phone is text`);
          expect(lcp!.fetchPriority).toBe('high');
          expect(lcp!.loading).not.toBe('lazy');
          const announced = await page
            .locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
            .evaluateAll((links) =>
              links.map((l) => ({
                srcset: l.getAttribute('imagesrcset') ?? '',
                sizes: l.getAttribute('imagesizes') ?? '',
                href: (l as HTMLLinkElement).href,
              })),
            );
          // the same candidates and the same slot, so the preload is the very file the <img> then uses
          expect(
            announced.some((p) =>
              p.srcset ? p.srcset === lcp!.srcset && p.sizes === lcp!.sizes : p.href === lcp!.currentSrc,
            ),
          ).toBe(true);

          // The candidate the phone took, as a note: in about one first load of a fresh browser in four it was a
          // desktop-sized one (3600 px for a 721 px slot) and never on a retry; not understood yet, so not asserted.
          const candidates = lcp!.srcset
            .split(/,\s+/)
            .map((c) => c.trim().split(/\s+/))
            .map(([url, descriptor]) => ({
              url: new URL(url!, page.url()).href,
              w: Number.parseInt(descriptor ?? '', 10),
            }))
            .filter((c) => Number.isFinite(c.w));
          const taken = candidates.find((c) => c.url === lcp!.currentSrc);
          test.info().annotations.push({
            type: 'lcp-image',
            description: `slot ${Math.round(lcp!.width * PHONE.deviceScaleFactor)} px, took ${taken?.w ?? '?'}w`,
          });
        });
      }

      test('the first viewport of the home page is visible without JavaScript (no scroll animation hides it)', async ({
        browser,
      }) => {
        const context = await browser.newContext({
          ...PHONE,
          javaScriptEnabled: false,
          locale: locale === 'pt' ? 'pt-BR' : 'en-US',
        });
        const page = await context.newPage();
        await page.goto(at('Home')[locale]);
        // the hero text's entrance animation (CSS, 400 ms) ends by itself, scripts or not
        await page.waitForTimeout(1_000);
        const hidden = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('main h1, main h2, main p, main img')]
            .filter((el) => {
              const box = el.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
            })
            .filter((el) => {
              for (let node: HTMLElement | null = el; node; node = node.parentElement)
                if (Number(getComputedStyle(node).opacity) < 0.99) return true;
              return false;
            })
            .map((el) => el.outerHTML.slice(0, 80)),
        );
        expect(hidden).toEqual([]);
        await context.close();
      });
    });

    test('a page that arrives in parts is first drawn with its whole header, which then does not move @mobile', async ({
      page,
    }) => {
      // The header's rows are grids sized by their content: drawn before its quick links and menu had arrived,
      // the search box and the brand moved when they came (CLS 0.04 on a loaded machine, where the parser yields
      // mid-header). The pause stands for the rest of the page still on its way.
      const path = at('Stores list')[locale];
      await parserPausesAfter(page, path, '</search>');
      await recordShifts(page);
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          // the menu is the header's last part
          (window as unknown as { firstFrame: unknown }).firstFrame = {
            menu: document.getElementById('navegacao') !== null,
          };
        });
      });
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame);
      expect.soft(firstFrame, 'what the first frame had').toEqual({ menu: true });
      const { total, shifts } = await allShifts(page);
      expect(total, `what moved: ${shifts.map((s) => `${s.value.toFixed(4)} ${s.source}`).join(' | ')}`).toBeLessThan(
        0.001,
      );
    });

    for (const screen of ['Stores list', 'Offers list']) {
      test(`${screen}: its filter form, drawn before it has all arrived, does not move when the rest comes`, async ({
        page,
      }) => {
        // On a wide screen the filters are one row of columns. When the last ones were sized by their content
        // ("open now", the offers' "ending soon" and buttons), a row drawn while only the first fields had arrived
        // was laid out without them, and the fields already drawn moved when they came (0.0010–0.0025).
        const path = at(screen)[locale];
        await parserPausesAfter(page, path, '</select>', { occurrence: 2 });
        await recordShifts(page);
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        const { total, shifts } = await allShifts(page);
        expect(total, `what moved: ${shifts.map((s) => `${s.value.toFixed(4)} ${s.source}`).join(' | ')}`).toBeLessThan(
          0.001,
        );
      });
    }

    test('the head names at most two icons, small ones: no 192 px icon on a first visit', async ({ page, request }) => {
      await page.goto(at('Home')[locale]);
      const icons = await page
        .locator('head link[rel~="icon"], head link[rel="apple-touch-icon"]')
        .evaluateAll((links) =>
          links.map((l) => ({
            rel: l.getAttribute('rel')!,
            href: (l as HTMLLinkElement).href,
            sizes: l.getAttribute('sizes') ?? '',
            type: l.getAttribute('type') ?? '',
          })),
        );
      expect(icons.length).toBeGreaterThan(0);
      expect(icons.length).toBeLessThanOrEqual(2);
      // what a tab draws: an SVG or a bitmap of at most 32 px, a few kB
      const tabIcons = icons.filter((icon) => icon.rel.split(/\s+/).includes('icon'));
      expect(tabIcons).toHaveLength(1);
      for (const icon of tabIcons) {
        if (icon.type !== 'image/svg+xml' && icon.sizes !== 'any')
          expect(Number(icon.sizes.split('x')[0])).toBeLessThanOrEqual(32);
        const file = await request.get(icon.href);
        expect(file.status()).toBe(200);
        expect((await file.body()).byteLength).toBeLessThanOrEqual(5_000);
      }
      // the manifest keeps the large icons for an install
      const manifest = await (await request.get('/manifest.webmanifest')).json();
      expect(manifest.icons.length).toBeGreaterThan(0);
    });
  });
}
