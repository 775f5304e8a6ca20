import { expect, test } from '@playwright/test';
import { brokenWords, overflowingInFirstViewport, tapTargets } from './support/layout-checks';
import { waitForHydration } from './support/hydration';

/**
 * What a demanding visitor found on a phone (issue 22), in both locales, on a phone and on a desktop (@mobile
 * runs each test on both): the cookie bar comes first to the keyboard and never hides what has the focus; no word
 * or e-mail is split across lines and nothing in the first screenful spills out of its box or is cut off; tap
 * targets are 44 px; "getting here" is in the phone menu's list; dates are written the locale's way; the
 * facts agree between pages; "Leia também" stays in season; the job form says which file is chosen.
 */

const L = {
  pt: {
    prefix: '',
    consent: 'Sua privacidade',
    menu: 'Menu',
    directions: 'Como chegar',
    directionsPath: '/como-chegar',
    about: '/sobre',
    services: '/servicos',
    contact: '/contato',
    christmas: '/artigo/natal-jacaranda-um-bosque-de-luzes-toma-conta-do-atrio',
    related: 'Leia também',
    sameCategory: 'Horário especial de fim de ano',
    outOfSeason: /Dia dos Namorados/,
    spots: '2.350',
    oldSpots: '1.850',
    noFile: 'Nenhum arquivo escolhido',
    chosen: /Arquivo escolhido: curriculo-ana\.pdf/,
    resume: /^Currículo/,
    accepted: /PDF, DOC ou DOCX, até 5 MB/,
    textSize: 'Tamanho do texto',
    pinch: /pinça/,
  },
  en: {
    prefix: '/en',
    consent: 'Your privacy',
    menu: 'Menu',
    directions: 'Getting here',
    directionsPath: '/en/getting-here',
    about: '/en/about',
    services: '/en/services',
    contact: '/en/contact',
    christmas: '/en/article/jacaranda-christmas-a-forest-of-lights-fills-the-atrium',
    related: 'Read next',
    sameCategory: 'Special year-end opening hours',
    outOfSeason: /Valentine/,
    spots: '2,350',
    oldSpots: '1,850',
    noFile: 'No file chosen',
    chosen: /File chosen: curriculo-ana\.pdf/,
    resume: /^Résumé/,
    accepted: /PDF, DOC or DOCX, up to 5 MB/,
    textSize: 'Text size',
    pinch: /pinch/,
  },
} as const;

const hydrated = waitForHydration;
const isPhone = () => test.info().project.name.startsWith('mobile');

/** The main screens a visitor on a phone goes through. */
const screens = (locale: 'pt' | 'en') => {
  const t = L[locale];
  return [
    locale === 'pt' ? '/' : '/en',
    `${t.prefix}/lojas`,
    `${t.prefix}/gastronomia`,
    locale === 'pt' ? '/artigos' : '/en/articles',
    t.christmas,
    t.services,
    t.about,
    t.directionsPath,
    t.contact,
    `${t.prefix}/oportunidade`,
    // five floor tabs side by side: "Estacionamento G2" once spilled into the next tab
    `${t.prefix}/mapa`,
  ];
};

for (const locale of ['pt', 'en'] as const) {
  const t = L[locale];

  test.describe(`the cookie bar and the keyboard (${locale}) @mobile`, () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('the bar is reached within the first five tab stops', async ({ page }) => {
      await page.goto(`${t.prefix}/lojas`);
      await hydrated(page);
      const bar = page.getByRole('region', { name: t.consent });
      await expect(bar).toBeVisible();
      let reached = 0;
      for (let stop = 1; stop <= 5 && !reached; stop++) {
        await page.keyboard.press('Tab');
        if (await bar.evaluate((el) => el.contains(document.activeElement))) reached = stop;
      }
      expect(reached, 'tab stops before the cookie bar').toBeGreaterThan(0);
    });

    test('the bar never covers what has the focus', async ({ page }) => {
      await page.goto(`${t.prefix}/lojas`);
      await hydrated(page);
      const bar = page.getByRole('region', { name: t.consent });
      await expect(bar).toBeVisible();
      let cards = 0;
      for (let stop = 0; stop < 80; stop++) {
        await page.keyboard.press('Tab');
        const seen = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const banner = document.querySelector('[data-consent-banner]');
          if (!focused || !banner || banner.contains(focused) || focused === document.body) return null;
          const f = focused.getBoundingClientRect();
          const b = banner.getBoundingClientRect();
          return {
            covered: f.height > 0 && f.bottom > b.top + 1 && f.top < b.bottom,
            card: !!focused.closest('[data-place-card-link], article'),
            name: focused.textContent?.trim().slice(0, 40) || focused.outerHTML.slice(0, 80),
          };
        });
        if (!seen) continue;
        expect(seen.covered, `focused “${seen.name}” is under the cookie bar`).toBe(false);
        if (seen.card) cards++;
      }
      expect(cards, 'focused cards on the way').toBeGreaterThan(2);
    });
  });

  test.describe(`text that fits (${locale}) @mobile`, () => {
    for (const path of screens(locale)) {
      test(`no word split, nothing spilling out or cut off in the first screenful: ${path}`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        expect(await overflowingInFirstViewport(page)).toEqual([]);
        expect(await brokenWords(page, 'body', true)).toEqual([]);
      });
    }

    test('e-mail addresses are never split inside a word, in the footer and on contact', async ({ page }) => {
      await page.goto(t.contact);
      await hydrated(page);
      expect(await brokenWords(page, 'main')).toEqual([]);
      expect(await brokenWords(page, 'footer')).toEqual([]);
    });

    test('the services are named in whole words', async ({ page }) => {
      await page.goto(locale === 'pt' ? '/' : '/en');
      await hydrated(page);
      expect(await brokenWords(page, 'main')).toEqual([]);
      await page.goto(t.services);
      await hydrated(page);
      expect(await brokenWords(page, 'main')).toEqual([]);
    });
  });

  test.describe(`tap targets (${locale}) @mobile`, () => {
    test('header, breadcrumbs, footer and contact links answer a 44 px finger', async ({ page }) => {
      test.skip(!isPhone(), 'a phone’s finger');
      test.setTimeout(60_000);
      await page.goto(t.contact);
      await hydrated(page);
      const selectors = [
        // the site's header, not a page's own <header> (its breadcrumbs come next)
        'header:not(main header) a, header:not(main header) button',
        'nav[aria-label] ol a',
        'footer a, footer button',
        'main a[href^="tel:"], main a[href^="mailto:"], main a[href*="wa.me"]',
      ];
      const small: string[] = [];
      for (const selector of selectors) {
        for (const target of await tapTargets(page, selector)) {
          if (target.width < 44 || target.height < 44)
            small.push(`${selector} › “${target.name}” ${target.width}×${target.height}`);
        }
      }
      expect(small).toEqual([]);
    });
  });

  test.describe(`finding one's way (${locale}) @mobile`, () => {
    test('"getting here" is in the phone menu’s main list', async ({ page }) => {
      await page.goto(t.about);
      await hydrated(page);
      if (isPhone()) await page.locator('#navegacao').getByRole('button', { name: t.menu }).click();
      // the menu's own list of sections, not the shortcuts at its foot
      const link = page.locator('#navegacao > div > ul').getByRole('link', { name: t.directions, exact: true });
      if (isPhone()) {
        await expect(link).toBeVisible();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${t.directionsPath}$`));
      } else {
        // wide screens have it among the header's shortcuts; the row of sections stays as it was
        await expect(link).toBeHidden();
      }
    });

    test('the text-size box answers for the device in hand', async ({ page }) => {
      await page.goto(t.about);
      await hydrated(page);
      if (isPhone()) await page.getByRole('button', { name: t.menu }).first().click();
      await page.getByRole('button', { name: t.textSize }).filter({ visible: true }).first().click();
      const box = page.getByRole('note', { name: t.textSize }).filter({ visible: true }).first();
      await expect(box).toBeVisible();
      // both answers are there; on a phone pinch-zoom comes first
      await expect(box).toContainText(t.pinch);
      await expect(box).toContainText('Ctrl');
      if (isPhone()) await expect(box.locator('p').first()).toContainText(t.pinch);
    });
  });

  test.describe(`dates, facts and suggestions (${locale}) @mobile`, () => {
    test('dates are written the locale’s way: no 11/24 beside 24/11 in English', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-25T14:00:00Z'));
      for (const path of [locale === 'pt' ? '/' : '/en', `${t.prefix}/cinema`, t.christmas]) {
        await page.goto(path);
        await hydrated(page);
        const text = await page.locator('main').innerText();
        if (locale === 'en') expect(text, path).not.toMatch(/\b\d{1,2}\/\d{1,2}\b/);
        else expect(text, path).not.toMatch(/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}\b/);
      }
    });

    test('every page gives the same number of parking spaces', async ({ page }) => {
      for (const path of [t.directionsPath, t.about, t.services]) {
        await page.goto(path);
        const main = page.locator('main');
        await expect(main, path).toContainText(t.spots);
        await expect(main, path).not.toContainText(t.oldSpots);
        await expect(main, path).not.toContainText(/balcão do piso G1|desk on level G1/);
      }
    });

    test('"read next" suggests the season’s articles, the same category first', async ({ page }) => {
      await page.goto(t.christmas);
      const related = page.getByRole('region', { name: t.related });
      await expect(related.getByRole('heading', { level: 3 }).first()).toHaveText(t.sameCategory);
      await expect(related.getByRole('heading', { level: 3 })).toHaveCount(3);
      await expect(related).not.toContainText(t.outOfSeason);
    });

    test('an article never shows the same picture twice', async ({ page }) => {
      await page.goto(t.christmas);
      await hydrated(page);
      const sources = await page
        .locator('main article img')
        // `src`, not `currentSrc`: a lazy image not yet scrolled to has no current source
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src.replace(/\?.*$/, '')));
      expect(sources.length).toBeGreaterThan(0);
      expect(new Set(sources).size).toBe(sources.length);
    });
  });

  test.describe(`the job form's file (${locale}) @mobile`, () => {
    test('the résumé field says what it accepts and which file is chosen', async ({ page }) => {
      await page.goto(`${t.prefix}/oportunidade`);
      await hydrated(page);
      const input = page.getByLabel(t.resume);
      await expect(input).toHaveAccessibleDescription(t.accepted);
      await expect(input).toHaveAccessibleDescription(new RegExp(t.noFile));
      await expect(page.getByText(t.noFile)).toBeVisible();
      await input.setInputFiles({
        name: 'curriculo-ana.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 x'),
      });
      await expect(page.getByText(t.chosen)).toBeVisible();
      await expect(input).toHaveAccessibleDescription(t.chosen);
      // reached by the keyboard like any field
      await input.focus();
      await expect(input).toBeFocused();
    });
  });
}
