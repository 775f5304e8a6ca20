import { expect, test, type Page } from '@playwright/test';
import { published } from './support/content';
import { nameInUrl } from './support/routes';
import { waitForHydration } from './support/hydration';

/**
 * Views that depend on the time, at fixed instants (the mall is in
 * America/Sao_Paulo, UTC−3). Pages are cached, so the browser computes them:
 * the browser's clock is set with `page.clock`, and the server's would not
 * change a thing (its HTML holds the schedules, never "now"). Every
 * assertion runs at every instant, whatever the day the suite runs.
 */
const INSTANTS = {
  weekdayMorning: { at: '2026-11-25T14:00:00Z', weekday: { pt: 'Quarta', en: 'Wednesday' } }, // Wed 11:00
  sundayBeforeOpening: { at: '2026-11-29T12:00:00Z', weekday: { pt: 'Domingo', en: 'Sunday' } }, // Sun 09:00
  afterMidnight: { at: '2026-11-26T03:30:00Z', weekday: { pt: 'Quinta', en: 'Thursday' } }, // Thu 00:30
  holiday: { at: '2026-11-20T16:00:00Z', weekday: { pt: 'Sexta', en: 'Friday' } }, // Fri 13:00, Consciência Negra
} as const;

const T = {
  pt: {
    openNow: 'Aberto agora',
    closedNow: 'Fechado agora',
    open: 'Somente abertos agora',
    today: 'Hoje',
    started: 'sessão já iniciada',
    holiday: /Consciência Negra/,
    prefix: '',
  },
  en: {
    openNow: 'Open now',
    closedNow: 'Closed now',
    open: 'Open now',
    today: 'Today',
    started: 'already started',
    holiday: /Black Consciousness/,
    prefix: '/en',
  },
} as const;

const pharmacy = published('store').find((s) => s.fields.slug === 'drogaria-vida-plena')!;
const sectorStore = published('store').find((s) => s.fields.hours_source === 'sector' && s.fields.floor)!;

async function at(page: Page, instant: string) {
  await page.clock.setFixedTime(new Date(instant));
}

const cards = (page: Page) => page.locator('main article').filter({ has: page.locator('[data-place-card-link]') });

for (const locale of ['pt', 'en'] as const) {
  const t = T[locale];
  const storePath = (store: typeof pharmacy) =>
    `${t.prefix}/loja/${store.fields.slug}/${nameInUrl(String(store.fields.name))}`;

  test.describe(`time-dependent views (${locale})`, () => {
    test('a weekday morning: stores open, the header marks the day, the store week starts today', async ({ page }) => {
      await at(page, INSTANTS.weekdayMorning.at);
      await page.goto(storePath(sectorStore));
      await expect(page.locator('main').getByText(t.openNow).first()).toBeVisible();
      const week = page.locator('main table').filter({ has: page.locator('tr[aria-current="date"]') });
      await expect(week.locator('tbody tr').first()).toHaveAttribute('aria-current', 'date');
      await expect(week.locator('tbody tr').first()).toContainText(INSTANTS.weekdayMorning.weekday[locale]);
      await expect(week.locator('tbody tr').first()).toContainText(locale === 'pt' ? '25/11' : 'Nov 25');
      await expect(week.locator('tbody tr')).toHaveCount(7);

      await page
        .locator('header')
        .getByRole('button', { name: new RegExp(t.today) })
        .click();
      await expect(page.locator('header tr[aria-current="date"]').filter({ visible: true })).toContainText(
        INSTANTS.weekdayMorning.weekday[locale],
      );
    });

    test('a Sunday: the store week runs from today to next Saturday, tomorrow included', async ({ page }) => {
      await at(page, INSTANTS.sundayBeforeOpening.at);
      await page.goto(storePath(sectorStore));
      const rows = page
        .locator('main table')
        .filter({ has: page.locator('tr[aria-current="date"]') })
        .locator('tbody tr');
      await expect(rows).toHaveCount(7);
      await expect(rows.first()).toHaveAttribute('aria-current', 'date');
      await expect(rows.first()).toContainText(locale === 'pt' ? '29/11' : 'Nov 29');
      await expect(rows.nth(1)).toContainText(locale === 'pt' ? 'Segunda' : 'Monday');
      await expect(rows.nth(1)).toContainText(locale === 'pt' ? '30/11' : 'Nov 30');
      await expect(rows.last()).toContainText(locale === 'pt' ? '05/12' : 'Dec 5');
    });

    test('a Sunday before the mall opens: "open now" keeps only the pharmacy and its like', async ({ page }) => {
      await at(page, INSTANTS.sundayBeforeOpening.at);
      await page.goto(`${t.prefix}/lojas?aberto=1`);
      await expect(cards(page).filter({ hasText: String(pharmacy.fields.name) })).toHaveCount(1);
      const count = await cards(page).count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(10);
      for (let i = 0; i < count; i++) await expect(cards(page).nth(i)).toContainText(t.openNow);
      await page.goto(storePath(sectorStore));
      await expect(page.locator('main').getByText(t.closedNow).first()).toBeVisible();
    });

    test('after midnight: nothing is open, and the home page shows the new day', async ({ page }) => {
      await at(page, INSTANTS.afterMidnight.at);
      await page.goto(`${t.prefix}/lojas?aberto=1`);
      await expect(cards(page)).toHaveCount(0);
      await page.goto(t.prefix || '/');
      const panel = page.locator('section[aria-labelledby="hoje"]');
      await expect(panel.getByRole('heading', { level: 2 })).toContainText(locale === 'pt' ? '26/11' : 'November 26');
    });

    test('a holiday: its hours in the header and on the home page', async ({ page }) => {
      await at(page, INSTANTS.holiday.at);
      await page.goto(t.prefix || '/');
      const panel = page.locator('section[aria-labelledby="hoje"]');
      await expect(panel).toContainText(t.holiday);
      await expect(panel.locator('tr[data-row="mall"]')).toContainText('12:00');
      await page
        .locator('header')
        .getByRole('button', { name: new RegExp(t.today) })
        .click();
      await expect(page.locator('header tr[aria-current="date"]').filter({ visible: true })).toContainText(t.holiday);
    });

    test('the home page shows today’s films exactly as /cinema lists them for today', async ({ page }) => {
      for (const instant of [INSTANTS.weekdayMorning.at, '2026-11-26T00:00:00Z']) {
        await at(page, instant);
        await page.goto(`${t.prefix}/cinema`);
        await waitForHydration(page);
        // the day's programme replaces the list of every film once the browser knows the day, after hydration
        await expect(page.locator('main article h2[id^="filme-"]').first()).toBeVisible();
        const programme = (await page.locator('main article h2[id^="filme-"]').allInnerTexts())
          .map((title) => title.trim())
          .sort();
        await page.goto(t.prefix || '/');
        await waitForHydration(page);
        const rail = page.locator('section[aria-labelledby="em-cartaz-hoje"] li h3');
        await expect(rail.first()).toBeVisible();
        const home = (await rail.allInnerTexts()).map((title) => title.trim()).sort();
        expect(programme.length).toBeGreaterThan(5);
        expect(home, instant).toEqual(programme);
      }
    });

    test('the cinema: today first in the day strip, started sessions not sold', async ({ page }) => {
      // Wednesday 21:00: most of the day's sessions have started
      await at(page, '2026-11-26T00:00:00Z');
      await page.goto(`${t.prefix}/cinema`);
      const strip = page.getByRole('navigation', { name: locale === 'pt' ? 'Escolha o dia' : 'Choose the day' });
      await expect(strip.getByRole('link').first()).toContainText(t.today);
      await expect(strip.getByRole('link').first()).toHaveAttribute('aria-current', 'date');
      await expect(page.locator('main').getByText(t.started).first()).toBeVisible();
      // choosing tomorrow changes the URL without a request for the page
      const requests: string[] = [];
      page.on('request', (r) => {
        if (!r.headers()['next-router-prefetch']) requests.push(r.url());
      });
      await strip.getByRole('link').nth(1).click();
      await expect(page).toHaveURL(/dia=2026-11-26/);
      await expect(page.locator('main').getByText(t.started)).toHaveCount(0);
      expect(requests.filter((u) => new URL(u).pathname.endsWith('/cinema'))).toEqual([]);
    });
  });
}
