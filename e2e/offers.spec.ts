import { expect, test, type Page } from '@playwright/test';
import { localized, published } from './support/content';
import { recordShifts, scriptsArriveLate, shiftsInMain } from './support/layout-shifts';
import { nameInUrl } from './support/routes';

/**
 * Offers at fixed instants. The demo offers are dated from the demo's "today",
 * Friday 2026-11-20 (cms/scripts/demo-content/offers.ts), and the mall is in
 * America/Sao_Paulo (UTC−3). Pages are cached and their HTML never holds
 * "now": the server's clock changes nothing on them (the sitemap, the one
 * answer that reads it, is tested at fixed instants in
 * src/features/offers/sitemap-offers.test.ts), so the browser's clock is the
 * one set here, with `page.clock`.
 */
const FRIDAY_2PM = '2026-11-20T17:00:00Z';
const FRIDAY_9_58PM = '2026-11-21T00:58:00Z';
/** every demo offer has ended */
const AFTER_THE_SEASON = '2027-03-01T15:00:00Z';

const T = {
  pt: {
    prefix: '',
    list: '/ofertas',
    detail: '/ofertas',
    title: 'Ofertas',
    category: 'Categoria',
    floor: 'Piso',
    place: 'Loja ou restaurante',
    endingSoon: 'Terminando em breve',
    endsTonight: 'Termina hoje às 22:00',
    startsOn: /Começa em/,
    band: 'Ofertas das lojas',
    placeOffers: 'Ofertas desta loja',
    switchTo: 'English version',
  },
  en: {
    prefix: '/en',
    list: '/en/offers',
    detail: '/en/offers',
    title: 'Offers',
    category: 'Category',
    floor: 'Floor',
    place: 'Store or restaurant',
    endingSoon: 'Ending soon',
    endsTonight: 'Ends today at 22:00',
    startsOn: /Starts/,
    band: 'Offers from the stores',
    placeOffers: 'Offers here',
    switchTo: 'Versão em português',
  },
} as const;

const offers = published('offer');
const offer = (slug: string) => offers.find((o) => o.fields.slug === slug)!;
const TONIGHT = offer('rodizio-sexta-sushi-kaze');
const ENDED = offer('queima-de-inverno-alma-boho');
const NEXT_WEEK = offer('semana-do-livro-travessia');
const BIT_GAMER = offer('black-friday-bit-gamer');
const bitGamer = published('store').find((s) => s.fields.slug === 'bit-gamer')!;

const cards = (page: Page) => page.locator('main [data-offer-card]');
const card = (page: Page, slug: unknown) => page.locator(`main [data-offer-card="${String(slug)}"]`);

for (const locale of ['pt', 'en'] as const) {
  const t = T[locale];
  const title = (o: typeof TONIGHT) => localized(o.fields.title, locale);

  test.describe(`offers (${locale})`, () => {
    test('the list: current and coming offers, never an ended one @mobile', async ({ page }) => {
      await page.clock.setFixedTime(new Date(FRIDAY_2PM));
      await page.goto(t.list);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(card(page, ENDED.fields.slug)).toHaveCount(0);
      await expect(card(page, TONIGHT.fields.slug)).toContainText(t.endsTonight);
      await expect(card(page, NEXT_WEEK.fields.slug)).toContainText(t.startsOn);
      await expect(cards(page)).toHaveCount(offers.length - 3); // three ended yesterday
      await expect(page.locator('[data-offer-count]')).toHaveAttribute('data-offer-count', String(offers.length - 3));
    });

    test('filters live in the URL, and the language switch keeps them @mobile', async ({ page }) => {
      await page.clock.setFixedTime(new Date(FRIDAY_2PM));
      await page.goto(t.list);
      await expect(cards(page).first()).toBeVisible();
      // the filter form hydrates after the layout: a choice made before then has no handler
      await page.locator('form[data-interactive]').waitFor();
      await page.getByLabel(t.category).selectOption('tecnologia');
      await expect(page).toHaveURL(/categoria=tecnologia/);
      await expect(card(page, BIT_GAMER.fields.slug)).toBeVisible();
      await expect(card(page, TONIGHT.fields.slug)).toHaveCount(0);

      await page.getByLabel(t.endingSoon).check();
      await expect(page).toHaveURL(/terminando=1/);
      await expect(card(page, BIT_GAMER.fields.slug)).toHaveCount(0); // ends in a week

      await page.getByLabel(t.endingSoon).uncheck();
      await page.goto(`${t.list}?piso=l3&loja=sushi-kaze`);
      await expect(cards(page)).toHaveCount(1);
      await expect(card(page, TONIGHT.fields.slug)).toBeVisible();
      await expect(page.getByLabel(t.place)).toHaveValue('sushi-kaze');

      const other = locale === 'pt' ? T.en : T.pt;
      // the switch's link (in the menu on a phone) carries the filters; followed as a visitor would
      const href = await page
        .locator(`a[hreflang="${locale === 'pt' ? 'en' : 'pt-BR'}"]`)
        .first()
        .getAttribute('href');
      expect(href).toBe(`${other.list}?piso=l3&loja=sushi-kaze`);
      await page.goto(href!);
      await expect(page).toHaveURL(new RegExp(`${other.list}\\?piso=l3&loja=sushi-kaze$`));
      await expect(cards(page)).toHaveCount(1);
      await expect(page.getByLabel(other.place)).toHaveValue('sushi-kaze');
    });

    test('without the browser filtering, the filtered list is a page of its own', async ({ request }) => {
      const html = await (await request.get(`${t.list}?loja=bit-gamer`)).text();
      expect(html).toContain(`data-offer-card="${String(BIT_GAMER.fields.slug)}"`);
      expect(html).toContain('<option value="bit-gamer" selected=""');
    });

    test('without JavaScript: eight cards, and a link to the next ones (issue 21’s weight)', async ({ request }) => {
      const cardsIn = (html: string) => html.match(/data-offer-card="/g)?.length ?? 0;
      const first = await (await request.get(t.list)).text();
      expect(cardsIn(first)).toBe(8);
      expect(first).toMatch(new RegExp(`href="${t.list}\\?pagina=2`));
      const second = await (await request.get(`${t.list}?pagina=2`)).text();
      expect(cardsIn(second)).toBe(Math.min(16, offers.length));
      // a filter's page is paged the same way, from its own first card
      const filtered = await (await request.get(`${t.list}?categoria=tecnologia`)).text();
      expect(filtered).toContain(`data-offer-card="${String(BIT_GAMER.fields.slug)}"`);
    });

    test('an offer ending tonight leaves the list at its minute', async ({ page }) => {
      await page.clock.install({ time: new Date(FRIDAY_9_58PM) });
      await page.goto(t.list);
      await expect(card(page, TONIGHT.fields.slug)).toContainText(t.endsTonight);
      await page.clock.runFor('01:00'); // 21:59
      await expect(card(page, TONIGHT.fields.slug)).toBeVisible();
      await page.clock.runFor('01:00'); // 22:00
      await expect(card(page, TONIGHT.fields.slug)).toHaveCount(0);
    });

    test('the store shows its offer, and the home page its band @mobile', async ({ page }) => {
      await page.clock.setFixedTime(new Date(FRIDAY_2PM));
      await page.goto(`${t.prefix}/loja/bit-gamer/${nameInUrl(String(bitGamer.fields.name))}`);
      const own = page.getByRole('region', { name: t.placeOffers });
      await expect(own.locator(`[data-offer-card="${String(BIT_GAMER.fields.slug)}"]`)).toContainText(title(BIT_GAMER));

      await page.goto(t.prefix || '/');
      const band = page.getByRole('region', { name: t.band });
      await expect(band.locator(`[data-offer-card="${String(TONIGHT.fields.slug)}"]`)).toBeVisible();
      await expect(band.locator(`[data-offer-card="${String(ENDED.fields.slug)}"]`)).toHaveCount(0);
      await expect(band.locator('[data-offer-card]')).toHaveCount(4);
    });

    test('the detail: its state, shown once the browser knows the time, moves nothing on a phone @mobile', async ({
      page,
    }) => {
      await scriptsArriveLate(page);
      await recordShifts(page);
      // the badge said the period, then "until …": in English the row of badge and buttons wrapped anew and pushed
      // the picture down (CLS 0.16 on a throttled phone)
      for (const [at, state] of [
        [FRIDAY_2PM, 'current'],
        [AFTER_THE_SEASON, 'ended'],
      ] as const)
        for (const slug of ['acai-da-mata', String(BIT_GAMER.fields.slug)]) {
          await page.clock.setFixedTime(new Date(at));
          await page.goto(`${t.detail}/${slug}`);
          await expect(page.locator(`main [data-state="${state}"]`)).toBeVisible();
          await page.waitForLoadState('networkidle');
          const { total, shifts } = await shiftsInMain(page);
          expect(total, `${slug} at ${at}: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
        }
    });

    test('the detail: state, store link, share, canonical URL and Offer JSON-LD', async ({ page }) => {
      await page.clock.setFixedTime(new Date(FRIDAY_2PM));
      await page.goto(`${t.detail}/${String(BIT_GAMER.fields.slug)}`);
      await expect(page.getByRole('heading', { level: 1, name: title(BIT_GAMER) })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Bit Gamer' }).first()).toBeVisible();
      await expect(page.locator('main').getByText('BITBF40')).toBeVisible();
      await expect(page.locator('main [data-state="current"]')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${t.detail}/black-friday-bit-gamer$`),
      );
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (j) => JSON.parse(j) as Record<string, unknown>,
      );
      const ld = blocks.find((b) => b['@type'] === 'Offer')!;
      expect(ld).toMatchObject({
        validThrough: '2026-11-27T22:00:00-03:00',
        seller: { '@type': 'Store', name: 'Bit Gamer' },
        offeredBy: { '@type': 'Store' },
      });
      expect(String((ld.seller as { url: string }).url)).toMatch(/\/loja\/bit-gamer\//);
    });
  });
}

test.describe('in the mall’s time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a visitor abroad sees the mall’s "today" (Saturday in Tokyo, Friday evening in the mall)', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-20T23:30:00Z')); // Fri 20:30 in the mall
    await page.goto('/en/offers');
    await expect(card(page, TONIGHT.fields.slug)).toContainText(T.en.endsTonight);
  });
});
