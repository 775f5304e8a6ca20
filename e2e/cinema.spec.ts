import { expect, test, type Page } from '@playwright/test';
import { published } from './support/content';
import { waitForHydration } from './support/hydration';

/**
 * The cinema of issue 22: session tags as text chips with a legend, session
 * filters in the URL (on /cinema and on a film's page, kept by the language
 * switch), a compact week on phones, every film a link in the server's HTML,
 * JSON-LD for the coming week only, and search by session words. The browser's
 * clock is fixed (the programme is computed in the browser, ADR 0025); the
 * server's HTML holds no "now" to set, except the JSON-LD's hourly clock
 * (ADR 0067), which is checked for what holds at any instant.
 */
const WEDNESDAY_11H = '2026-11-25T14:00:00Z';

const L = {
  pt: {
    prefix: '',
    legend: 'O que significam as etiquetas',
    libras: 'Libras',
    evening: 'Noite (a partir das 18h)',
    dubbed: 'Dublado',
    clear: /Limpar filtros/,
    noMatch: 'Nenhuma sessão com esses filtros neste dia',
    comingSoon: 'Em breve',
    buy: /^Comprar ingresso/,
    searchPath: '/busca',
  },
  en: {
    prefix: '/en',
    legend: 'What the tags mean',
    libras: 'Libras (Brazilian Sign Language)',
    evening: 'Evening (from 18:00)',
    dubbed: 'Dubbed',
    clear: /Clear filters/,
    noMatch: 'No showtimes match these filters on this day',
    comingSoon: 'Coming soon',
    buy: /^Buy ticket/,
    searchPath: '/en/busca',
  },
} as const;

interface Slot {
  weekday: string;
  time: string;
  audio: string;
  format: string;
  accessibility: string[];
}
const movies = published('movie').map((m) => ({
  slug: String(m.fields.slug),
  title: m.fields.title as { pt: string; en: string },
  startsOn: String(m.fields.starts_on),
  endsOn: (m.fields.ends_on as string | null) ?? null,
  sessions: m.fields.sessions as Slot[],
}));
const playingOnWednesday = (m: (typeof movies)[number]) =>
  m.startsOn <= '2026-11-25' && (m.endsOn === null || m.endsOn >= '2026-11-25');
const withLibrasOnWednesday = movies.filter(
  (m) => playingOnWednesday(m) && m.sessions.some((s) => s.weekday === 'wed' && s.accessibility.includes('libras')),
);

async function open(page: Page, path: string) {
  await page.clock.setFixedTime(new Date(WEDNESDAY_11H));
  await page.goto(path);
  await waitForHydration(page);
}

const listedTitles = async (page: Page) =>
  (await page.locator('main article h2[id^="filme-"]').allInnerTexts()).map((t) => t.trim()).sort();

/** The programme is drawn a frame after hydration (it needs the browser's clock). */
async function programme(page: Page) {
  await page.locator('main article h2[id^="filme-"]').first().waitFor();
  return listedTitles(page);
}

for (const locale of ['pt', 'en'] as const) {
  const t = L[locale];

  test.describe(`cinema (${locale})`, () => {
    test('@mobile the filters change the URL and the programme; the language switch keeps them', async ({ page }) => {
      await open(page, `${t.prefix}/cinema`);
      const before = await programme(page);
      expect(before.length).toBeGreaterThan(withLibrasOnWednesday.length);

      await page
        .getByRole('group', { name: locale === 'pt' ? 'Acessibilidade' : 'Accessibility' })
        .getByRole('checkbox', { name: t.libras })
        .check();
      await expect(page).toHaveURL(/[?&]acessibilidade=libras/);
      await expect.poll(() => listedTitles(page)).toEqual(withLibrasOnWednesday.map((m) => m.title[locale]).sort());
      // every film left shows a LIBRAS chip
      for (const article of await page.locator('main article:has(h2[id^="filme-"])').all())
        await expect(article.getByText('LIBRAS', { exact: true }).first()).toBeVisible();

      // Libras and the evening: the demo's Libras sessions are in the afternoon, so nothing is left, and it says so
      await page.getByRole('checkbox', { name: t.evening }).check();
      await expect(page).toHaveURL(/acessibilidade=libras.*periodo=noite/);
      await expect(page.getByRole('status').filter({ hasText: t.noMatch })).toBeVisible();

      // the other language's URL keeps the filters (read from the switch: on a phone it sits in the menu)
      const o = locale === 'pt' ? L.en : L.pt;
      const href = await page
        .locator(`a[hreflang="${locale === 'pt' ? 'en' : 'pt-BR'}"]`)
        .first()
        .getAttribute('href');
      expect(href).toContain('acessibilidade=libras');
      expect(href).toContain('periodo=noite');
      await open(page, href!);
      await expect(page.getByRole('checkbox', { name: o.libras })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: o.evening })).toBeChecked();

      await page.getByRole('checkbox', { name: o.libras }).uncheck();
      await expect(page).not.toHaveURL(/acessibilidade/);
      await expect.poll(async () => (await listedTitles(page)).length).toBeGreaterThan(0);
      const times = await page.locator('main article:has(h2[id^="filme-"]) time').allInnerTexts();
      expect(times.length).toBeGreaterThan(0);
      expect(times.every((time) => time >= '18:00')).toBe(true);

      await page.getByRole('button', { name: o.clear }).click();
      await expect(page).not.toHaveURL(/periodo/);
      await expect.poll(async () => (await listedTitles(page)).length).toBe(before.length);
    });

    test('@mobile session tags are text chips with a legend, on the programme and on a film', async ({ page }) => {
      await open(page, `${t.prefix}/cinema`);
      const legend = page.locator('main details').filter({ hasText: t.legend });
      await expect(legend).toBeVisible();
      await expect(legend.getByText('AD', { exact: true })).toBeVisible();
      await expect(page.locator('main article').getByText('DUB', { exact: true }).first()).toBeVisible();

      const film = movies.find((m) => m.sessions.some((s) => s.accessibility.includes('audio_description')))!;
      await open(page, `${t.prefix}/cinema/${film.slug}`);
      await expect(page.locator('main details').filter({ hasText: t.legend })).toBeVisible();
      const week = page.locator('section[aria-labelledby="sessoes"]');
      await expect(week.getByText('AD', { exact: true }).filter({ visible: true }).first()).toBeVisible();
      await expect(week.locator('details').getByText('AD', { exact: true })).toBeVisible();
    });

    test('@mobile a film’s week: filtered through the URL, compact on a phone', async ({ page, isMobile }) => {
      const film = movies.reduce((a, b) => (b.sessions.length > a.sessions.length ? b : a));
      await open(page, `${t.prefix}/cinema/${film.slug}`);
      const buy = page.getByRole('link', { name: t.buy });
      const all = await buy.count();
      expect(all).toBeGreaterThan(20);
      if (isMobile) {
        // a heading a day, the table not shown
        await expect(page.locator('main table')).toBeHidden();
        await expect(page.locator('main section h3[id^="sessoes-"]')).toHaveCount(7);
      } else {
        await expect(page.locator('main table')).toBeVisible();
        await expect(page.locator('main [role]:is(td, tr, th, table, thead, tbody)')).toHaveCount(0);
      }
      await page.getByRole('checkbox', { name: t.dubbed }).check();
      await expect(page).toHaveURL(/audio=dublado/);
      await expect.poll(() => buy.count()).toBeLessThan(all);
      await expect.poll(() => buy.count()).toBeGreaterThan(0);
    });

    test('every film is a link in the HTML without JavaScript, and listed with it', async ({ browser, page }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const noScript = await context.newPage();
      await noScript.goto(`${t.prefix}/cinema`);
      for (const movie of movies) {
        const link = noScript.locator(`main a[href="${t.prefix}/cinema/${movie.slug}"]`);
        await expect(link, movie.slug).toHaveCount(1);
        await expect(link).toHaveText(movie.title[locale]);
      }
      await context.close();

      await open(page, `${t.prefix}/cinema`);
      await expect(page.getByRole('heading', { name: t.comingSoon })).toBeVisible();
      for (const movie of movies)
        await expect(page.locator(`main a[href="${t.prefix}/cinema/${movie.slug}"]`).first(), movie.slug).toBeVisible();
    });

    test('a film page’s JSON-LD lists at most 30 coming screenings and no price-less Offer', async ({ request }) => {
      for (const movie of movies) {
        const html = await (await request.get(`${t.prefix}/cinema/${movie.slug}`)).text();
        // was up to 1.1 MB with every session in JSON-LD; the merged page (language slot, calendar and favourites
        // messages) measures about 260 kB raw, its gzip budget is in e2e/byte-budgets.json
        expect(html.length, movie.slug).toBeLessThan(300_000);
        const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
          (match) => JSON.parse(match[1] ?? '{}') as { '@type'?: string; subjectOf?: { startDate: string }[] },
        );
        const ld = JSON.stringify(blocks);
        const events = blocks.find((block) => block['@type'] === 'Movie')?.subjectOf ?? [];
        expect(events.length, movie.slug).toBeLessThanOrEqual(30);
        expect(ld).not.toContain('"Offer"');
        // nothing older than the page's cache lifetime (an hour, ADR 0067) before now
        const now = Date.now();
        for (const event of events) expect(Date.parse(event.startDate)).toBeGreaterThan(now - 2 * 3600_000);
      }
    });

    test('@mobile "cinema 3d" finds the films with 3D sessions and the cinema page', async ({ page }) => {
      const with3d = movies.filter((m) => m.sessions.some((s) => s.format === '3D'));
      await page.goto(`${t.searchPath}?q=${encodeURIComponent('cinema 3d')}`);
      await expect(page.locator(`main a[href="${t.prefix}/cinema"]`).first()).toBeVisible();
      for (const movie of with3d)
        await expect(page.locator(`main a[href="${t.prefix}/cinema/${movie.slug}"]`).first(), movie.slug).toBeVisible();
    });
  });
}
