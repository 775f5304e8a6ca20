import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MALL_PAGES } from '../src/features/offline/model/warm-list';
import { localized, published, readRecord, writeRecord } from './support/content';
import { nameInUrl } from './support/routes';
import { PREVIEW_SECRET } from './support/secrets';

/**
 * Offline in the mall (issue 24, ADR 0075): after one visit, the service worker has kept the map with every
 * floor, the lists and the cinema; offline they open with a notice, an unvisited page shows the offline page
 * in the visitor's locale, and back online a publish is seen. The worker is blocked by default
 * (playwright.config.ts): here, as in caching.spec and preview.spec, it is allowed (ADR 0076).
 */
test.use({ serviceWorkers: 'allow' });
// a first visit installs the worker, which precaches the build and fetches the mall's pages: more than a page load
test.setTimeout(120_000);

const T = {
  pt: {
    prefix: '',
    notice: 'Sem conexão.',
    since: /pode estar desatualizado/,
    offlineTitle: 'Sem conexão',
    unvisited: '/artigos',
    about: '/sobre',
    today: 'Hoje',
    floors: 'Pisos do shopping',
    search: 'Buscar no mapa',
    openOrClosed: /Aberto agora|Fechado agora/,
    directions: 'Como chegar aqui',
    entrance: 'Entrada principal',
    routeSummary: /Cerca de \d+ min a pé · \d+ m/,
  },
  en: {
    prefix: '/en',
    notice: 'You are offline.',
    since: /may be out of date/,
    offlineTitle: 'No connection',
    unvisited: '/en/articles',
    about: '/en/about',
    today: 'Today',
    floors: 'Mall floors',
    search: 'Search the map',
    openOrClosed: /Open now|Closed now/,
    directions: 'Directions',
    entrance: 'Main entrance',
    routeSummary: /About \d+ min walk · \d+ m/,
  },
} as const;

/** Wednesday 11:00 in the mall: stores open, the day's sessions still ahead (as e2e/time-views.spec.ts). */
const WEDNESDAY_MORNING = new Date('2026-11-25T14:00:00Z');
const floorUrls = published('floor').map((floor) => `/api/map-floors/${encodeURIComponent(floor.id)}`);
const store = published('store').find((s) => s.fields.hours_source === 'sector' && s.fields.floor)!;
/** a floor with shops other than the one the map opens on (the lowest with shops: ADR 0077) */
const otherFloor = published('floor')
  .filter((floor) => published('store').some((s) => s.fields.floor === floor.id))
  .sort((a, b) => Number(a.fields.level) - Number(b.fields.level))[1]!;

/** The URLs without a stored answer in the worker's caches. */
async function missing(page: Page, urls: readonly string[]): Promise<string[]> {
  return page.evaluate(async (list) => {
    const found = await Promise.all(list.map((url) => caches.match(url)));
    return list.filter((_, index) => !found[index]);
  }, urls);
}

/** One visit: the page loads, the worker installs and keeps the mall's pages, this one included. */
async function visitOnce(page: Page, path: string, locale: 'pt' | 'en') {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
  await expect.poll(() => missing(page, [path, ...MALL_PAGES[locale], ...floorUrls]), { timeout: 60_000 }).toEqual([]);
}

async function offline(context: BrowserContext, on: boolean) {
  await context.setOffline(on);
}

for (const locale of ['pt', 'en'] as const) {
  const t = T[locale];
  const storePath = `${t.prefix}/loja/${store.fields.slug}/${nameInUrl(String(store.fields.name))}`;

  test.describe(`offline in the mall (${locale}) @mobile`, () => {
    test.afterEach(async ({ context }) => offline(context, false));

    test("after one visit, the map, a store's hours and today's sessions open offline", async ({
      page,
      context,
    }, testInfo) => {
      await page.clock.setFixedTime(WEDNESDAY_MORNING);
      await visitOnce(page, storePath, locale);
      await offline(context, true);

      // the store visited: its week of hours, today's status computed from them in the browser
      await page.goto(storePath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(store.fields.name));
      await expect(page.locator('main').getByText(t.openOrClosed).first()).toBeVisible();
      await expect(page.locator('main tr[aria-current="date"]').first()).toBeVisible();
      const notice = page.getByRole('status').filter({ hasText: t.notice });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(t.since);
      await page.screenshot({ path: testInfo.outputPath(`offline-notice-${locale}.png`) });

      // the map, never opened: every floor, and its search on what is stored
      await page.goto(`${t.prefix}/mapa`);
      await page.locator('[data-interactive]').waitFor();
      const tab = page
        .getByRole('tablist', { name: t.floors })
        .getByRole('tab', { name: new RegExp(localized(otherFloor.fields.name, locale)) });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const unitOnOtherFloor = published('store').find((s) => s.fields.floor === otherFloor.id)!;
      await expect(page.locator(`[data-unit="${unitOnOtherFloor.fields.unit}"]`)).toBeVisible();
      await page.getByRole('searchbox', { name: t.search }).fill(String(store.fields.name));
      await expect(page.locator(`[data-unit="${store.fields.unit}"]`)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t.notice })).toBeVisible();
      // directions from the main entrance: every floor's walkways, the shown floor's too, come from the worker's
      // store of floors (the page carries none: ADR 0082)
      // (with the keyboard: on a phone the offline notice lies over the bottom of the card's sheet)
      await page.locator(`[data-unit="${store.fields.unit}"]`).click();
      const toHere = page.getByRole('dialog', { name: String(store.fields.name) }).getByRole('button', {
        name: t.directions,
      });
      await toHere.focus();
      await page.keyboard.press('Enter');
      const directions = page.getByTestId('directions-panel');
      const entrance = directions.getByRole('button', { name: t.entrance });
      await entrance.focus();
      await page.keyboard.press('Enter');
      await expect(directions.getByTestId('route-summary')).toHaveText(t.routeSummary);

      // the cinema: today's sessions
      await page.goto(`${t.prefix}/cinema`);
      const strip = page.getByRole('navigation', { name: locale === 'pt' ? 'Escolha o dia' : 'Choose the day' });
      await expect(strip.getByRole('link').first()).toContainText(t.today);
      await expect(page.locator('main article h2[id^="filme-"]').first()).toBeVisible();

      // the stores list, with the open-now states
      await page.goto(`${t.prefix}/lojas`);
      await expect(page.locator('main').getByText(t.openOrClosed).first()).toBeVisible();
    });

    test('a page never opened shows the offline page in the visitor’s locale', async ({ page, context }, testInfo) => {
      await visitOnce(page, t.about, locale);
      await offline(context, true);
      await page.goto(t.unvisited);
      await expect(page).toHaveURL(new RegExp(`${t.unvisited}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.offlineTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pt' ? 'pt-BR' : 'en');
      await page.screenshot({ path: testInfo.outputPath(`offline-page-${locale}.png`), fullPage: true });
      // its links lead to the pages kept
      await page
        .getByRole('link', { name: locale === 'pt' ? 'Mapa' : 'Map', exact: true })
        .last()
        .click();
      await page.locator('[data-interactive]').waitFor();
    });

    test("an editor's draft page is never stored nor replaced by a stored public copy", async ({ page, context }) => {
      await visitOnce(page, t.about, locale);
      const badge = page.getByText(/^(Pré-visualização|Preview)$/);
      await page.goto(`/api/draft/enable?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(t.about)}`);
      await expect(page).toHaveURL((url) => url.pathname === t.about);
      await expect(badge).toBeVisible();

      // the network fails in draft mode: the browser's own error, as without a worker, never the public copy the
      // worker holds passing for the draft (the site's main content, `#conteudo`, is absent)
      await offline(context, true);
      await page.reload().catch(() => null);
      await expect(page.locator('#conteudo')).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: t.notice })).toHaveCount(0);

      // out of draft mode (its redirect as without a worker), the stored public page is served offline again
      await offline(context, false);
      await page.goto(`/api/draft/disable?path=${encodeURIComponent(t.about)}`);
      await expect(page).toHaveURL((url) => url.pathname === t.about);
      await expect(badge).toBeHidden();
      await offline(context, true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.offlineTitle);
      await expect(page.getByRole('status').filter({ hasText: t.notice })).toBeVisible();
    });

    test('back online, a publish is seen', async ({ page, context }) => {
      const original = readRecord('about_page', 'about_page');
      const title = localized(original.published!.fields.title, locale);
      await visitOnce(page, t.about, locale);
      // what the page says now (a page cache left by an interrupted run may still show an older edit)
      const before = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await offline(context, true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(before);

      const fields = structuredClone(original.published!.fields) as Record<string, Record<string, string>>;
      const marker = `${title} ${Date.now()}`;
      fields.title = { ...fields.title, [locale]: marker };
      try {
        writeRecord('about_page', { ...original, published: { ...original.published!, fields } as never });
        await offline(context, false);
        await expect(async () => {
          await page.reload();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(marker, { timeout: 500 });
        }).toPass({ timeout: 10_000, intervals: [300] });
        await expect(page.getByRole('status').filter({ hasText: t.notice })).toHaveCount(0);
      } finally {
        writeRecord('about_page', original);
      }
      // the page cache outlives the server: the next run must find the original title again
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 });
      }).toPass({ timeout: 15_000, intervals: [300] });
    });
  });
}
