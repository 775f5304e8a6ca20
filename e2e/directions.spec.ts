import { expect, test } from '@playwright/test';
import { singleton } from './support/content';
import { recordShifts, scriptsArriveLate, shiftsInMain } from './support/layout-shifts';
import { waitForHydration } from './support/hydration';

/**
 * Getting here (issue: 'Como chegar' was only a maps link): the page the
 * header's quick link leads to, with the address to copy, the car park's
 * tariff and places, buses, ride-hailing, taxis and the sectors' hours.
 */
const settings = singleton('site_settings');
const page_ = singleton('directions_page');
const l = {
  pt: {
    path: '/como-chegar',
    quick: 'Como chegar',
    copy: 'Copiar endereço',
    copied: 'Endereço copiado.',
    price: 'R$ 14,00',
    free: 'Grátis',
    buses: 'Linhas de ônibus que param perto do shopping',
    sector: 'Lojas',
    sunday: 'Domingo',
    spots: '2.350 vagas no total',
  },
  en: {
    path: '/en/getting-here',
    quick: 'Directions',
    copy: 'Copy address',
    copied: 'Address copied.',
    price: 'R$14.00',
    free: 'Free',
    buses: 'Bus lines that stop near the mall',
    sector: 'Shops',
    sunday: 'Sunday',
    spots: '2,350 spaces in all',
  },
} as const;

for (const locale of ['pt', 'en'] as const) {
  const t = l[locale];

  test.describe(`getting here (${locale})`, () => {
    test('the header’s quick link leads to the page, which tells how to arrive and park', async ({ page }) => {
      await page.goto(locale === 'pt' ? '/sobre' : '/en/about');
      await page
        .getByRole('navigation', { name: locale === 'pt' ? 'Acesso rápido' : 'Quick links' })
        .getByRole('link', { name: t.quick })
        .first()
        .click();
      await expect(page).toHaveURL((url) => url.pathname === t.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        (page_.title as Record<string, string>)[locale]!,
      );
      // the address, as the CMS has it
      const address = page
        .getByRole('main')
        .getByRole('region', { name: locale === 'pt' ? 'Endereço' : 'Address' })
        .locator('address');
      await expect(address).toContainText(String(settings.street_address));
      await expect(address).toContainText(String(settings.postal_code));
      // the car park: tariff in the locale's money format, free grace period, places
      const parking = page.getByRole('region', { name: locale === 'pt' ? 'Estacionamento' : 'Parking' });
      await expect(parking.getByText(t.price).first()).toBeVisible();
      await expect(parking.getByText(t.free, { exact: true })).toBeVisible();
      await expect(parking.getByText(t.spots)).toBeVisible();
      // buses: a table with each line and where to get off
      const buses = page.getByRole('table', { name: t.buses });
      await expect(buses.getByRole('row')).toHaveCount(1 + (page_.bus_lines as unknown[]).length);
      await expect(buses.getByRole('rowheader', { name: '4103' })).toBeVisible();
      // each sector's week in spans of days
      const hours = page.getByRole('region', { name: locale === 'pt' ? 'Horários por setor' : 'Hours by sector' });
      await expect(hours.getByRole('heading', { name: t.sector, exact: true })).toBeVisible();
      await expect(hours.getByText(t.sunday).first()).toBeVisible();
    });

    test('the address copies for an app, and says so', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(t.path);
      await waitForHydration(page);
      await page.getByRole('button', { name: t.copy }).click();
      await expect(page.getByRole('status').filter({ hasText: t.copied })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(String(settings.street_address));
      expect(copied).toContain(String(settings.mall_name));
    });

    test('the copy button is in the page before hydration, so it moves nothing; without scripts it is not shown @mobile', async ({
      page,
      browser,
    }) => {
      // it appeared on hydration, in a row of its own on a phone, and pushed the rest of the page down by 52 px
      await scriptsArriveLate(page);
      await recordShifts(page);
      await page.goto(t.path);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: t.copy })).toBeVisible();
      const { total, shifts } = await shiftsInMain(page);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.001);

      const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
      const plain = await noScript.newPage();
      await plain.goto(new URL(t.path, page.url()).href);
      await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(plain.getByRole('button', { name: t.copy })).toBeHidden();
      await noScript.close();
    });

    test('the jump links reach each part of the page', async ({ page }) => {
      await page.goto(t.path);
      await page
        .getByRole('navigation', { name: locale === 'pt' ? 'Nesta página' : 'On this page' })
        .getByRole('link', { name: locale === 'pt' ? 'Transporte' : 'Getting around' })
        .click();
      await expect(page).toHaveURL(/#transporte$/);
      await expect(
        page.getByRole('heading', { level: 2, name: locale === 'pt' ? 'Transporte' : 'Getting around' }),
      ).toBeInViewport();
    });
  });
}
