import { expect, test, type Page } from '@playwright/test';
import { localized, storeOnFloor } from './support/content';

/**
 * The car park on the map (issue 22, issue 24, ADR 0077): levels G1 and G2 are
 * floors of the map with their bays, lanes, lifts, stairs, pay kiosks and
 * G1's EV chargers; a route from where the car was left to a shop upstairs
 * goes step-free through the lift; the places' floor filters never offer a
 * car-park level.
 */
const t = {
  pt: {
    floors: 'Pisos do shopping',
    g1: 'Estacionamento G1',
    plan: 'Planta do Estacionamento G1',
    evBays: 'Vagas com recarga',
    ev: '12 pontos de recarga para carros elétricos',
    kiosks: 'Totens de pagamento',
    query: (to: string) => `de=estacionamento-g1-setor-a&para=${to}&semdegraus=1`,
    usesLift: 'Trajeto sem degraus: usa o elevador.',
    ride: /Pegue o elevador panorâmico e suba até o /,
    start: /Estacionamento G1 — setor A/,
    showFloor: (floor: string) => `Ver ${floor} no mapa`,
    stores: '/lojas',
    floorFilter: 'Piso',
    parkingChoice: 'Estacionamento G2 — setor B',
  },
  en: {
    floors: 'Mall floors',
    g1: 'Car park G1',
    plan: 'Floor plan of Car park G1',
    evBays: 'EV charging bays',
    ev: '12 EV charging points',
    kiosks: 'Pay kiosks',
    query: (to: string) => `from=estacionamento-g1-setor-a&to=${to}&stepfree=1`,
    usesLift: 'Step-free route: it uses the lift.',
    ride: /Take the panoramic lift up to /,
    start: /Car park G1 — sector A/,
    showFloor: (floor: string) => `Show ${floor} on the map`,
    stores: '/en/lojas',
    floorFilter: 'Floor',
    parkingChoice: 'Car park G2 — sector B',
  },
} as const;

const { store, storeFloor, slug, name } = storeOnFloor('L2');

const steps = (page: Page) => page.getByTestId('route-steps').getByRole('listitem');

/** as the contrast toggle leaves it (on a phone the toggle is inside the menu): stored, then read before first paint */
async function turnOnHighContrast(page: Page) {
  await page.evaluate(() => window.localStorage.setItem('jacaranda-contrast', 'high'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await page.locator('[data-interactive]').waitFor();
}

async function expectG1Drawn(page: Page, locale: 'pt' | 'en') {
  const l = t[locale];
  await expect(
    page.getByRole('tablist', { name: l.floors }).getByRole('tab', { name: new RegExp(l.g1) }),
  ).toHaveAttribute('aria-selected', 'true');
  const plan = page.getByRole('group', { name: l.plan });
  await expect(plan).toBeVisible();
  // bays and lanes are drawn, but none is a place to open
  await expect(plan.locator('[data-area="ev_bays"] path').first()).toBeVisible();
  await expect(plan.locator('[data-area="driving_lane"]').first()).toBeVisible();
  await expect(plan.locator('[data-area]:not([aria-hidden]) [role="button"]')).toHaveCount(0);
  await expect(plan.locator('[data-unit]')).toHaveCount(0);
  // the lift and stairs up to the mall, the pay kiosks and the EV chargers, named in the pictograms' titles
  for (const kind of ['lift', 'stairs', 'pay_station', 'ev_charger'])
    await expect(plan.locator(`[data-kind="${kind}"]`).first()).toBeAttached();
  await expect(plan.locator('[data-kind="ev_charger"] title')).toHaveText(l.ev);
  await expect(plan.locator('[data-kind="pay_station"] title')).toHaveText(l.kiosks);
  await expect(page.getByText(l.evBays, { exact: true })).toBeVisible();
}

async function expectRouteFromG1(page: Page, locale: 'pt' | 'en') {
  const l = t[locale];
  const panel = page.getByTestId('directions-panel');
  await expect(steps(page).first()).toBeVisible();
  await expect(steps(page).first()).toContainText(l.start);
  await expect(panel).toContainText(l.usesLift);
  await expect(steps(page).filter({ hasText: l.ride })).toHaveCount(1);
  await expect(steps(page).last()).toContainText(name);
  // drawn on G1 first, then on the shop's floor
  await expect(page.locator('#mapa [data-testid="route-line"][data-floor="floor-g1"] polyline').first()).toBeVisible();
  await page
    .locator('#mapa')
    .screenshot({ path: test.info().outputPath(`route-from-g1-${locale}-${test.info().project.name}.png`) });
  await panel.getByRole('button', { name: l.showFloor(localized(storeFloor.name, locale)) }).click();
  await expect(
    page.locator(`#mapa [data-testid="route-line"][data-floor="${store.fields.floor}"] polyline`).first(),
  ).toBeVisible();
}

for (const locale of ['pt', 'en'] as const) {
  const l = t[locale];
  const prefix = locale === 'pt' ? '' : '/en';

  test.describe(`the car park on the map (${locale})`, () => {
    test('G1 is a floor of the map, with its lifts, stairs, pay kiosks and EV chargers', async ({ page }) => {
      await page.goto(`${prefix}/mapa?andar=G1`);
      await page.locator('[data-interactive]').waitFor();
      await expectG1Drawn(page, locale);
      await page.locator('#mapa').screenshot({ path: test.info().outputPath(`g1-desktop-${locale}.png`) });
      await turnOnHighContrast(page);
      await page.locator('#mapa').screenshot({ path: test.info().outputPath(`g1-desktop-${locale}-contrast.png`) });
    });

    test('the map still opens on the Garden Level', async ({ page }) => {
      await page.goto(`${prefix}/mapa`);
      await page.locator('[data-interactive]').waitFor();
      const tabs = page.getByRole('tablist', { name: l.floors }).getByRole('tab');
      await expect(tabs).toHaveCount(5);
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.first()).toContainText('G2');
    });

    test('from the car park to a shop upstairs, step-free by the lift, from its link', async ({ page }) => {
      await page.goto(`${prefix}/mapa?${l.query(slug)}`);
      await page.locator('[data-interactive]').waitFor();
      await expectRouteFromG1(page, locale);
    });

    test('the start picker offers the car-park levels', async ({ page }) => {
      await page.goto(`${prefix}/mapa?${locale === 'pt' ? 'para' : 'to'}=${slug}`);
      await page.locator('[data-interactive]').waitFor();
      const picker = page.getByTestId('route-start-picker');
      await picker.getByRole('button', { name: l.parkingChoice }).click();
      await expect(steps(page).first()).toContainText(l.parkingChoice);
    });

    test('the stores’ floor filter offers no car-park level', async ({ page }) => {
      await page.goto(l.stores);
      const options = await page.getByRole('combobox', { name: l.floorFilter }).locator('option').allTextContents();
      expect(options.length).toBeGreaterThan(1);
      expect(options.filter((o) => /G1|G2|Estacionamento|Car park/.test(o))).toEqual([]);
    });
  });

  test.describe(`the car park on a phone (${locale}) @mobile`, () => {
    test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

    test('G1 fills the width, and the route from it works', async ({ page }) => {
      await page.goto(`${prefix}/mapa?andar=G1`);
      await page.locator('[data-interactive]').waitFor();
      await expectG1Drawn(page, locale);
      const plan = page.locator('#mapa svg[role="group"]');
      expect((await plan.boundingBox())!.width).toBeGreaterThanOrEqual(400);
      await page.locator('#mapa').screenshot({ path: test.info().outputPath(`g1-phone-${locale}.png`) });
      await turnOnHighContrast(page);
      await page.locator('#mapa').screenshot({ path: test.info().outputPath(`g1-phone-${locale}-contrast.png`) });

      await page.goto(`${prefix}/mapa?${l.query(slug)}`);
      await page.locator('[data-interactive]').waitFor();
      await expectRouteFromG1(page, locale);
    });
  });
}
