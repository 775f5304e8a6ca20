import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { localized, published } from './support/content';

/**
 * The agenda of 'Acontece Aqui', its band on the home page, and "add to calendar" for events and cinema
 * sessions. The demo content's events sit around its "today", Friday 20 November 2026
 * (cms/scripts/demo-content/events.ts). Pages are cached, so "today" and "this weekend" are the browser's:
 * its clock is set with `page.clock`, and the tests read the list the browser computes (`data-agenda-state="ready"`):
 * before that, the server's HTML lists the agenda at the server's own hourly clock (ADR 0094).
 */
const FRIDAY_NOON = '2026-11-20T15:00:00Z'; // 12:00 in São Paulo

const T = {
  pt: {
    agenda: '/agenda',
    weekend: 'Este fim de semana',
    today: 'Hoje',
    archive: 'Eventos anteriores',
    saturday: /sábado, 21 de novembro/i,
    sunday: /domingo, 22 de novembro/i,
    friday: /sexta-feira, 20 de novembro/i,
    addToCalendar: /Adicionar à agenda/,
    ics: 'Apple, Outlook e outros (.ics)',
    article: (slug: string) => `/artigo/${slug}`,
    prefix: '',
    cancelled: 'Cancelado',
    cancelledNote: 'Este evento não vai mais acontecer.',
  },
  en: {
    agenda: '/en/events',
    weekend: 'This weekend',
    today: 'Today',
    archive: 'Past events',
    saturday: /Saturday, November 21/i,
    sunday: /Sunday, November 22/i,
    friday: /Friday, November 20/i,
    addToCalendar: /Add to calendar/,
    ics: 'Apple, Outlook and others (.ics)',
    article: (slug: string) => `/en/article/${slug}`,
    prefix: '/en',
    cancelled: 'Cancelled',
    cancelledNote: 'This event will no longer take place.',
  },
} as const;

const article = (key: string) => published('article').find((a) => a.id === `article-${key}`)!;
const title = (key: string, locale: 'pt' | 'en') => localized(article(key).fields.title, locale);
const slug = (key: string, locale: 'pt' | 'en') => localized(article(key).fields.slug, locale);

async function at(page: Page, instant: string) {
  await page.clock.setFixedTime(new Date(instant));
}

/** Clicks a download link and reads the file the browser saved. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

for (const locale of ['pt', 'en'] as const) {
  const t = T[locale];

  test.describe(`events (${locale})`, () => {
    test('the agenda’s "this weekend", on a Friday: Saturday and Sunday, kept in the URL @mobile', async ({
      page,
    }, testInfo) => {
      await at(page, FRIDAY_NOON);
      await page.goto(t.agenda);
      const agenda = page.locator('[data-agenda-state="ready"]');
      await expect(agenda).toBeVisible();
      // upcoming, by day: today first, Friday evening's samba in it
      await expect(agenda.locator('[data-day]').first()).toHaveAttribute('data-day', '2026-11-20');
      await expect(agenda.locator('[data-day="2026-11-20"] h2')).toContainText(t.today);
      // "Today" is drawn in a colour of its own: in high contrast it must not be the page's black
      const todayColour = () =>
        agenda.locator('[data-day="2026-11-20"] h2 span').evaluate((el) => getComputedStyle(el).color);
      await page.evaluate(() => document.documentElement.setAttribute('data-contrast', 'high'));
      expect(await todayColour()).not.toBe('rgb(0, 0, 0)');
      await page.evaluate(() => document.documentElement.removeAttribute('data-contrast'));
      await expect(agenda.locator('[data-day="2026-11-20"]')).toContainText(title('samba', locale));
      await expect(agenda.getByRole('heading', { name: t.archive })).toBeVisible();
      await expect(agenda.locator('section')).toContainText(title('piano', locale));

      await agenda.getByRole('link', { name: t.weekend, exact: true }).click();
      await expect(page).toHaveURL(/\?quando=fim-de-semana$/);
      await expect(agenda.getByRole('link', { name: t.weekend, exact: true })).toHaveAttribute('aria-current', 'true');
      const days = agenda.locator('[data-day]');
      await expect(days).toHaveCount(2);
      await expect(days.nth(0).locator('h2')).toHaveText(t.saturday);
      await expect(days.nth(1).locator('h2')).toHaveText(t.sunday);
      await expect(days.nth(0)).toContainText(title('criancas', locale));
      await expect(days.nth(0)).toContainText(title('barro', locale)); // the exhibition, on all month
      await expect(days.nth(1)).toContainText(title('natal', locale));
      await expect(agenda).not.toContainText(title('samba', locale)); // Friday evening is not the weekend
      await expect(agenda).not.toContainText(title('sabores', locale)); // next weekend
      await page.screenshot({ path: testInfo.outputPath(`agenda-weekend-${locale}.png`), fullPage: true });

      // the URL is the state: a reload (or a shared link) shows the same weekend
      await page.reload();
      await expect(page.locator('[data-agenda-state="ready"] [data-day]')).toHaveCount(2);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${t.agenda}$`));
    });

    test('the home page shows what is on today and this weekend', async ({ page }) => {
      await at(page, FRIDAY_NOON);
      await page.goto(t.prefix || '/');
      const today = page.locator('[data-events-soon="hoje"]');
      await expect(today).toContainText(title('samba', locale));
      await expect(page.locator('[data-events-soon="fim-de-semana"]')).toContainText(title('natal', locale));
      await expect(today).not.toContainText(title('natal', locale));
    });

    test('an event’s .ics: its occurrence in UTC, where in the mall, its page; cacheable', async ({ page }) => {
      await at(page, FRIDAY_NOON);
      await page.goto(t.article(slug('samba', locale)));
      const facts = page.locator('[data-event-facts]');
      await expect(facts).toContainText('19:00');
      await facts.locator('summary').first().click();
      const link = facts.getByRole('link', { name: t.ics });
      const file = await download(page, () => link.click());
      expect(file.name).toMatch(/\.ics$/);
      const ics = file.text.replace(/\r\n[ \t]/g, '');
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toContain('DTSTART:20261120T220000Z');
      expect(ics).toContain('DTEND:20261121T010000Z');
      expect(ics).toContain(`SUMMARY:${title('samba', locale).replace(/([,;])/g, '\\$1')}`);
      expect(ics).toMatch(/LOCATION:Boteco Pé de Ipê/);
      expect(ics).toContain(`URL:`);
      expect(ics).toContain(t.article(slug('samba', locale)));

      const answer = await page.request.get((await link.getAttribute('href'))!);
      expect(answer.headers()['content-type']).toContain('text/calendar');
      expect(answer.headers()['cache-control']).toMatch(/public/);
      expect(answer.headers()['set-cookie']).toBeUndefined();

      const google = new URL(
        (await facts
          .getByRole('link', { name: /Google/ })
          .first()
          .getAttribute('href'))!,
      );
      expect(google.host).toBe('calendar.google.com');
      expect(google.searchParams.get('dates')).toBe('20261120T220000Z/20261121T010000Z');

      // Event JSON-LD with its status, place and offer
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const event = ld.flatMap((s) => JSON.parse(s)).find((d) => d['@type'] === 'Event');
      expect(event).toMatchObject({
        eventStatus: 'https://schema.org/EventScheduled',
        startDate: '2026-11-20T19:00:00-03:00',
        offers: { priceCurrency: 'BRL', price: '25.00' },
        location: { '@type': 'Place', containedInPlace: { '@type': 'ShoppingCenter' } },
      });
    });

    test('a cinema session’s .ics: the session’s start, the film’s length, the room @mobile', async ({ page }) => {
      await at(page, FRIDAY_NOON);
      await page.goto(`${t.prefix}/cinema`);
      const first = page.locator('main details:has(a[data-calendar="ics"])').first();
      await expect(first.locator('summary')).toHaveAttribute('aria-label', t.addToCalendar);
      await first.locator('summary').click();
      const link = first.getByRole('link', { name: t.ics });
      const href = (await link.getAttribute('href'))!;
      const [, movieSlug, date, hh, mm] = /\/sessao\/([^/]+)\/(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})\.ics$/.exec(href)!;
      const movie = published('movie').find((m) => m.fields.slug === movieSlug)!;
      const file = await download(page, () => link.click());
      const ics = file.text.replace(/\r\n[ \t]/g, '');
      const start = new Date(`${date}T${hh}:${mm}:00-03:00`);
      const stamp = (d: Date) =>
        d
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '');
      expect(ics).toContain(`DTSTART:${stamp(start)}`);
      const minutes = Number(movie.fields.duration_minutes ?? 0) || 120;
      expect(ics).toContain(`DTEND:${stamp(new Date(start.getTime() + minutes * 60_000))}`);
      expect(ics).toContain(`SUMMARY:${localized(movie.fields.title, locale).replace(/([,;])/g, '\\$1')}`);
      expect(ics).toMatch(/LOCATION:.*Sala/);
      const google = await page.request.get(href.replace(/\.ics$/, '.google'), { maxRedirects: 0 });
      expect(google.status()).toBe(307);
      expect(google.headers()['location']).toContain(`dates=${stamp(start)}`);
    });
    test('a cancelled event: said so on its agenda card and its page, no "add to calendar", EventCancelled @mobile', async ({
      page,
    }, testInfo) => {
      await at(page, FRIDAY_NOON);
      await page.goto(t.agenda);
      const card = page.locator('[data-agenda-state="ready"] [data-event-card="article-pet"]');
      await expect(card).toContainText(title('pet', locale));
      await expect(card.locator('[data-event-status="cancelled"]')).toHaveText(t.cancelled);

      await page.goto(t.article(slug('pet', locale)));
      const facts = page.locator('[data-event-facts]');
      await expect(facts.getByRole('note')).toHaveText(`${t.cancelled} ${t.cancelledNote}`);
      await expect(facts.locator('[data-calendar]')).toHaveCount(0);
      await expect(facts.getByRole('group', { name: t.addToCalendar })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`cancelled-event-${locale}.png`), fullPage: true });
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const event = ld.flatMap((s) => JSON.parse(s)).find((d) => d['@type'] === 'Event');
      expect(event).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });

      // an old link to its .ics says it is off, under the same UID, so a calendar marks its copy cancelled
      const ics = await (await page.request.get(`/api/calendar/${locale}/evento/article-pet/0.ics`)).text();
      expect(ics).toContain('STATUS:CANCELLED');
    });

    test('a film’s week table: "add to calendar" beside a session to come @mobile', async ({ page, isMobile }) => {
      await at(page, FRIDAY_NOON);
      await page.goto(`${t.prefix}/cinema/o-guardiao-da-serra`);
      const scope = page.locator(isMobile ? 'main section[aria-labelledby^="sessoes-"]' : 'main table');
      const first = scope.locator('details:has(a[data-calendar="ics"])').first();
      await expect(first).toBeVisible();
      await expect(first.locator('summary')).toHaveAttribute('aria-label', t.addToCalendar);
      await first.locator('summary').click();
      const link = first.getByRole('link', { name: t.ics });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(
        new RegExp(`^/api/calendar/${locale}/sessao/o-guardiao-da-serra/2026-11-2\\d-\\d{4}\\.ics$`),
      );
      const file = await download(page, () => link.click());
      expect(file.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(file.text).toContain('STATUS:CONFIRMED');
    });
  });
}
